/** English glosses: the concept ids themselves, with plural and adjective stems. Also used to split a configured name into concepts (`quartz|wing`). */
import type { GlossTable } from "./types.js";

export const EN: GlossTable = {
  lang: "en",
  connectors: ["of", "the"],
  forms: {
    red: "red", blue: "blue", green: "green", yellow: "yellow", black: "black", white: "white", grey: "grey|gray", purple: "purple", pink: "pink",
    brown: "brown", orange: "orange", crimson: "crimson", azure: "azure", amber: "amber", ivory: "ivory", velvet: "velvet", jade: "jade", emerald: "emerald",
    gold: "gold", silver: "silver", copper: "copper", iron: "iron", steel: "steel", bronze: "bronze", quartz: "quartz", diamond: "diamond",
    ruby: "ruby|rubies", sapphire: "sapphire", crystal: "crystal", obsidian: "obsidian", granite: "granite", marble: "marble", stone: "stone",
    pearl: "pearl", cobalt: "cobalt",
    otter: "otter", heron: "heron", falcon: "falcon", eagle: "eagle", hawk: "hawk", wolf: "wolf|wolv", fox: "fox", bear: "bear", lion: "lion",
    tiger: "tiger", owl: "owl", raven: "raven", crow: "crow", swan: "swan", dove: "dove", sparrow: "sparrow", dragon: "dragon",
    serpent: "serpent|snake", shark: "shark", whale: "whale", dolphin: "dolphin", horse: "horse|stallion", deer: "deer|stag", hare: "hare",
    lynx: "lynx", panther: "panther", leopard: "leopard", phoenix: "phoenix", badger: "badger", crane: "crane", butterfly: "butterfl",
    bee: "bee", spider: "spider", scorpion: "scorpion", turtle: "turtle|tortoise", salmon: "salmon", cat: "cat", hound: "hound", boar: "boar",
    marigold: "marigold", lotus: "lotus", rose: "rose", lily: "lily|lilies", orchid: "orchid", tulip: "tulip", daisy: "daisy|daisies",
    lavender: "lavender", jasmine: "jasmine", sunflower: "sunflower", poppy: "poppy|poppies", willow: "willow", oak: "oak", pine: "pine",
    cedar: "cedar", birch: "birch", maple: "maple", cherry: "cherry", fern: "fern", ivy: "ivy", moss: "moss", thistle: "thistle",
    clover: "clover", bamboo: "bamboo", thorn: "thorn",
    storm: "storm|tempest", thunder: "thunder", lightning: "lightning", rain: "rain", snow: "snow", frost: "frost", ice: "ice", wind: "wind",
    fog: "fog|mist", cloud: "cloud", hail: "hail", dew: "dew", rainbow: "rainbow",
    sun: "sun", moon: "moon", star: "star", comet: "comet", sky: "sky|skies", dawn: "dawn", dusk: "dusk|twilight", night: "night",
    midnight: "midnight", eclipse: "eclipse", meteor: "meteor",
    silent: "silent|quiet", hidden: "hidden", swift: "swift", dark: "dark", bright: "bright", cold: "cold", frozen: "frozen",
    wild: "wild", lone: "lone", broken: "broken", ancient: "ancient", eternal: "eternal", hollow: "hollow", deep: "deep",
    wing: "wing", blade: "blade", sword: "sword", shield: "shield", arrow: "arrow", spear: "spear", hammer: "hammer", crown: "crown",
    fire: "fire|flame", ember: "ember", water: "water", river: "river", lake: "lake", sea: "sea|ocean", wave: "wave", tide: "tide",
    mountain: "mountain", peak: "peak|summit", valley: "valley", forest: "forest", harbor: "harbor|harbour", bridge: "bridge", tower: "tower",
    castle: "castle", shadow: "shadow", ghost: "ghost", heart: "heart", eye: "eye", horn: "horn", claw: "claw", fang: "fang",
    feather: "feather", light: "light", spark: "spark", echo: "echo", island: "island",
  },
};
