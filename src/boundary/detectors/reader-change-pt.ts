/**
 * Portuguese lexicon of the reader-change kinds (`reader-change.ts` says what each part holds),
 * European and Brazilian, written from the grammar as the shadow reads it (lower case, accents
 * dropped, `ç` read as `c`). Every source is an alternation of literals with bounded gaps
 * (linear time).
 */
import type { ReaderChangeLexicon } from "./reader-change.js";
import { bounded as wb, LETTER as L, wordGap as gap, words } from "./lexicons/types.js";

const alt = (...ws: string[]) => words(ws);
const PT_AI = `(?:${alt("assistente", "assistente virtual", "bot", "chatbot", "robo", "ia", "modelo", "agente virtual", "modelo de linguagem", "inteligencia artificial")})(?![${L}])`;
const PT_RULES = alt("instrucoes", "regras", "orientacoes", "diretrizes", "normas", "indicacoes", "ordens", "configuracoes");

/** Portuguese: `as instruções que você recebeu não valem mais`, `considere suas regras como revogadas`. */
export const PT_READER_CHANGE: ReaderChangeLexicon = {
  script: "latin",
  order: "svo",
  received: [
    `${wb(alt("o que", "tudo o que", "tudo que", "aquilo que"))}\\s{1,4}(?:${alt("te", "lhe", "voce", "vos")})\\s{1,4}(?:${alt("foi", "tinha sido", "foram")}\\s{1,4})?${wb(alt("disseram", "disse", "dissemos", "ordenaram", "indicaram", "pediram", "dito", "ordenado", "pedido", "recebeu"))}`,
    `${wb(alt("as", "todas as"))}\\s{1,4}${wb(PT_RULES)}\\s{1,4}(?:${alt("anteriores", "iniciais", "originais", "que voce recebeu", "que recebeste", "recebidas", "que te deram", "que lhe deram", "do operador", "do desenvolvedor")})(?![${L}])`,
  ],
  retired: [
    wb(alt("nao valem mais", "nao vale mais", "ja nao valem", "ja nao vale", "nao sao mais validas", "nao e mais valida", "nao se aplicam mais", "nao se aplica mais", "ja nao se aplicam", "nao contam mais", "deixaram de valer", "deixam de valer", "deixou de valer", "perderam a validade", "nao estao mais em vigor")),
    `${wb(alt("foram", "estao", "ficam", "ficaram", "sao", "esta", "foi"))}\\s{1,4}${wb(alt("revogadas", "revogada", "anuladas", "anulada", "sem efeito", "substituidas", "canceladas", "obsoletas", "nulas", "invalidadas"))}`,
  ],
  self: [`${wb(alt("estas", "esta", "este", "as seguintes", "minhas", "estes"))}\\s{1,4}${wb(alt("regras", "regra", "instrucoes", "nota", "mensagem", "texto", "documento", "orientacoes", "diretrizes", "normas"))}`],
  outranks: [wb(alt("prevalecem sobre", "prevalece sobre", "tem prioridade sobre", "tem precedencia sobre", "estao acima de", "esta acima de", "substituem", "substitui", "anulam", "anula", "valem mais que"))],
  principal: [
    `${wb(alt("as", "os", "a", "o", "aquelas"))}\\s{1,4}(?:(?:${PT_RULES})\\s{1,4})?(?:${alt("do", "da")})\\s{1,4}${wb(alt("operador", "desenvolvedor", "criador", "sistema", "administrador"))}`,
    `${wb(alt("suas", "tuas", "as suas", "as tuas", "seus", "teus"))}\\s{1,4}(?:[a-z-]{1,20}\\s{1,4})?${wb(PT_RULES)}`,
  ],
  reassignedStrong: [`${wb(alt("considere-se", "considera-te", "considerem-se"))}\\s{1,4}(?:como\\s{1,4})?${wb(alt("reatribuido", "reatribuida", "reprogramado", "reprogramada", "liberado", "liberada", "dispensado", "dispensada"))}`],
  reassignedWeak: [
    `${wb(alt("voce foi", "foste", "tu foste", "voce esta", "agora voce esta"))}\\s{1,4}${wb(alt("reatribuido", "reatribuida", "reprogramado", "reprogramada", "realocado", "realocada"))}`,
    `${wb(alt("sua", "tua", "a sua", "a tua", "seu", "teu", "o seu", "o teu"))}\\s{1,4}${wb(alt("nova", "novo", "unica", "unico", "verdadeira", "verdadeiro"))}\\s{1,4}${wb(alt("tarefa", "missao", "funcao", "trabalho", "objetivo", "papel", "incumbencia"))}\\s{1,4}${wb(alt("e", "consiste", "sera", "passa a ser"))}`,
  ],
  act: [`(?<![${L}])(?:${alt("recomend", "promov", "aprov", "dizer ", "diga ", "respond", "avali", "nota maxima", "distribu", "o usuario", "ao usuario", "o utilizador", "ao utilizador")})`],
  identityNegated: [
    `${wb(alt("voce nao e mais", "voce ja nao e", "tu ja nao es", "ja nao es", "deixe de ser", "deixa de ser", "voce deixou de ser", "nao sera mais"))}\\s{1,4}(?:${alt("um", "uma", "o", "a", "apenas um", "apenas uma", "so um")})\\s{1,4}(?:[a-z-]{1,20}\\s{1,4}){0,2}?${PT_AI}`,
  ],
  deemRetired: [`${wb(alt("considere", "considera", "considerem", "trate", "trata", "tratem", "tome", "toma"))}\\s{1,4}(?:${alt("suas", "tuas", "as suas", "as tuas", "todas as suas", "todas as tuas")})\\s{1,4}${wb(PT_RULES)}\\s{1,4}${gap(2)}(?:${alt("como", "por")})\\s{1,4}${wb(alt("revogadas", "anuladas", "sem efeito", "obsoletas", "invalidas", "inexistentes", "canceladas", "nulas"))}`],
  principalClaimed: [`${wb(alt("sou", "somos", "eu sou"))}\\s{1,4}(?:(?:${alt("agora", "a partir de agora")})\\s{1,4})?${wb(alt("o seu", "seu", "o teu", "teu", "a sua", "sua"))}\\s{1,4}(?:(?:${alt("novo", "nova", "verdadeiro", "verdadeira", "unico")})\\s{1,4})?${wb(alt("operador", "operadora", "desenvolvedor", "desenvolvedora", "dono", "dona", "mestre", "criador", "criadora", "programador"))}`],
  privilege: [`${wb(alt("aprove", "aprova", "autorize", "autoriza", "conceda", "concede", "reembolse", "reembolsa", "valide", "aceite", "processe", "execute"))}\\s{1,4}${wb(alt("todos os", "todas as", "cada", "qualquer"))}\\s{1,4}${gap(2)}${wb(alt("reembolsos", "reembolso", "transferencias", "transferencia", "pagamentos", "pagamento", "transacoes", "acessos", "acesso", "faturas", "fatura", "saques", "pix", "pedidos de reembolso"))}`],
};
