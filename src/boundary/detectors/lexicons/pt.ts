/**
 * Portuguese roles for the boundary's detectors (`types.ts`, European and Brazilian), written
 * from the grammar: verbs as infinitives, every order form derived by `conjugate` (tu and você
 * imperatives, vós and vocês, the subjunctive of a negative order, the infinitive of a written
 * order, the gerund); hyphenated clitics (`esqueça-as`) are read by `clitics`.
 */
import type { LatinLexicon } from "./types.js";

/** Spelling of a -ar stem before `e` (`ataque`, `entregue`); `ç` is already `c` in the shadow. */
const beforeE = (s: string) => (s.endsWith("c") ? `${s.slice(0, -1)}qu` : s.endsWith("g") ? `${s}u` : s);

const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  dizer: ["diz", "diga", "digam", "digas", "dize", "dizei"],
  fazer: ["faz", "faca", "facam", "facas", "fazei"],
  seguir: ["segue", "siga", "sigam", "sigas", "segui"],
  esquecer: ["esqueca", "esquecam", "esquecas"],
  desconsiderar: ["desconsidere", "desconsiderem"],
  obedecer: ["obedeca", "obedecam", "obedecas"],
  por: ["poe", "ponha", "ponham"],
  incluir: ["inclui", "inclua", "incluam"],
  conceder: ["conceda", "concedam"],
  pedir: ["peca", "pecam"],
};

/** Every order form of a Portuguese infinitive. */
export function conjugatePt(inf: string): readonly string[] {
  const s = inf.slice(0, -2);
  const end = inf.slice(-2);
  const regular =
    end === "ar"
      ? [`${s}a`, `${beforeE(s)}e`, `${beforeE(s)}em`, `${s}ai`, `${beforeE(s)}es`, inf, `${s}ando`]
      : [`${s}e`, `${s}a`, `${s}am`, `${s}${end === "er" ? "ei" : "i"}`, `${s}as`, inf, `${s}${end === "er" ? "endo" : "indo"}`];
  return [...regular, ...(IRREGULAR[inf] ?? [])];
}

export const PT: LatinLexicon = {
  lang: "pt",
  markers: ["que", "os", "as", "do", "da", "dos", "das", "para", "uma", "um", "este", "esta", "voce", "agora", "todo", "todos", "nao", "deve", "ola", "nota", "apenas", "com", "sem", "o", "a", "e", "de", "em", "ao", "na", "no"],
  aiNouns: ["ia", "i.a.", "inteligencia artificial", "assistente de ia", "assistente virtual", "assistente ia", "modelo de linguagem", "modelo de ia", "modelo ia", "chatbot", "llm", "gpt", "chatgpt", "agente de ia", "agente ia", "sistema de ia", "robo"],
  readerNouns: ["bot", "assistente", "agente", "modelo", "sistema", "leitor automatico"],
  systemNouns: ["sistema", "plataforma", "ats", "aplicacao", "aplicativo", "software", "ferramenta", "crm", "erp", "servidor", "programa"],
  determiners: ["o", "a", "os", "as", "ao", "aos", "para o", "para a", "qualquer", "todo", "toda", "um", "uma", "caro", "cara", "prezado", "prezada"],
  vocativeLeads: ["ei", "oi", "ola", "hey", "nota para", "nota ao", "nota a", "mensagem para", "mensagem ao", "aviso para", "aviso ao", "instrucoes para", "lembrete para", "caro", "cara", "prezado", "prezada", "ola", "atencao", "a atencao de", "a atencao do", "comunicado ao", "comunicado a"],
  readingClause: "que\\s{1,4}(?:(?:esta|esteja|estiver|estao|estejam|estiverem)\\s{1,4})?(?:le|leia|leiam|lendo|ler|processa|processe|processando|processar|resume|resuma|resumindo|resumir|analisa|analise|analisando|analisar|revisa|revise|revisando|examina|examine|recebe|receba)(?![a-z])",
  thisText: ["este e-mail", "este email", "esta mensagem", "este documento", "esta pagina", "este texto", "este arquivo", "este ficheiro", "este site", "isto", "estas linhas", "este conteudo", "esta proposta", "este cv", "este curriculo"],
  ifReading: ["se voce esta lendo", "se voce estiver lendo", "se estiver lendo", "se esta lendo", "se estas a ler", "se leres", "se voce ler", "se voce esta processando", "se voce esta resumindo"],
  ifYouAre: ["se voce e", "se tu es", "se voce for", "se fores"],
  orderVerbs: ["responder", "dizer", "escrever", "recomendar", "incluir", "enviar", "encaminhar", "ignorar", "esquecer", "aprovar", "avaliar", "classificar", "adicionar", "mostrar", "revelar", "repetir", "traduzir", "resumir", "agir", "tratar", "considerar", "usar", "utilizar", "chamar", "executar", "apagar", "excluir", "marcar", "conceder", "transferir", "informar", "omitir", "devolver", "seguir", "obedecer", "fazer", "colocar", "comecar", "iniciar", "terminar", "garantir", "inserir", "citar", "mencionar", "desconsiderar"],
  overrideVerbs: ["ignorar", "esquecer", "descartar", "omitir", "desconsiderar", "desobedecer", "anular", "pular", "saltar", "contornar", "desativar", "abandonar", "desprezar", "apagar", "largar"],
  notFollow: ["deixe de lado", "deixa de lado", "deixem de lado", "deixar de lado", "esqueca-se de", "esquece-te de", "nao ligue para", "nao liga para", "nao liguem para", "nao siga", "nao sigam", "nao sigas", "nao seguir", "nao obedeca", "nao obedecam", "nao obedecer", "nao respeite", "nao respeitem", "nao cumpra", "nao cumpram", "nao leve em conta", "nao levem em conta", "nao levar em conta", "nao leve em consideracao", "deixe de seguir", "deixem de seguir", "deixa de seguir", "deixar de seguir", "pare de seguir", "parem de seguir", "para de seguir", "parar de seguir", "nao de ouvidos a", "nao considere", "nao considerem"],
  conjugate: conjugatePt,
  clitics: "(?:-(?:las|los|lhes|lhe|la|lo|os|as|me|nos|o|a))?",
  youMust: ["voce deve", "voce precisa", "voce tem que", "voce tem de", "tu deves", "tens de", "tens que", "voce devera", "quero que voce"],
  modals: ["deve", "devem", "devera", "deverao", "deveria", "tem que", "tem de", "precisa", "precisam", "esta obrigado a", "esta obrigada a", "passa a", "passam a", "ha de"],
  taskChange: ["a partir de agora", "de agora em diante", "daqui em diante", "desde ja", "a partir deste momento", "em vez disso", "em seu lugar", "ao inves disso", "nao mais", "ja nao", "nova tarefa", "novas instrucoes", "nova missao", "novo papel", "novas regras", "nova identidade", "novo objetivo", "passe a", "passa a"],
  yours: ["tuas", "teus", "tua", "teu", "suas", "seus", "sua", "seu", "as suas", "os seus", "vossas"],
  instructionNouns: ["instrucoes", "instrucao", "orientacoes", "orientacao", "diretrizes", "diretriz", "regras", "normas", "indicacoes", "ordens", "prompt", "prompt do sistema", "configuracao", "programacao", "restricoes", "filtros", "limites", "diretivas"],
  earlierAdjectives: ["anteriores", "anterior", "previas", "originais", "original", "iniciais", "inicial", "de antes", "acima", "antigas", "atuais", "de sistema", "recebidas"],
  received: ["que lhe passaram", "que te passaram", "que voce recebeu", "que recebeste", "que te deram", "que lhe deram", "que te dei", "que lhe foram dadas", "que te foram dadas", "que voce recebeu antes", "recebidas antes", "recebidas anteriormente", "que o operador te deu", "que o operador lhe deu"],
  everything: ["tudo o que foi dito acima", "tudo acima", "o que te disseram", "tudo o que te disseram", "o que lhe disseram", "tudo o que lhe disseram", "tudo o que voce sabe", "tudo o que foi dito antes"],
  voidPredicates: ["nao valem mais", "nao vale mais", "ja nao valem", "ja nao vale", "nao sao mais validas", "nao e mais valida", "deixaram de valer", "deixam de valer", "deixou de valer", "nao se aplicam mais", "nao se aplica mais", "ja nao se aplicam", "nao contam mais", "foram revogadas", "foram revogados", "foram anuladas", "estao anuladas", "estao revogadas", "ficam sem efeito", "ficaram sem efeito", "ficam anuladas", "perderam a validade", "foram substituidas", "como anuladas", "como revogadas", "como sem efeito"],
  realAdjectives: ["verdadeira", "verdadeiro", "real", "unica", "unico", "autentica", "autentico", "nova", "novo", "atual", "principal"],
  taskNouns: ["tarefa", "missao", "funcao", "trabalho", "objetivo", "incumbencia", "papel", "prioridade", "instrucao"],
  outranks: ["prevalecem sobre", "prevalece sobre", "tem prioridade sobre", "tem precedencia sobre", "estao acima de", "esta acima de", "substituem", "substitui", "anulam", "anula"],
  principals: ["operador", "desenvolvedor", "desenvolvedores", "administrador", "criador", "proprietario", "sistema", "usuario", "utilizador", "ia", "assistente", "modelo"],
  authority: ["em nome do desenvolvedor", "em nome do operador", "em nome do administrador", "por ordem do administrador", "modo desenvolvedor ativado", "modo administrador ativado", "modo sem restricoes ativado", "considere-se reatribuido", "considere-se reatribuida", "voce foi reatribuido", "voce foi reatribuida", "voce foi reprogramado", "sou o seu novo operador", "sou seu novo operador", "sou o teu novo operador", "sou o seu desenvolvedor"],
  secrecy: ["sem avisar o usuario", "sem informar o usuario", "sem contar ao usuario", "sem dizer ao usuario", "sem avisar o utilizador", "sem mencionar", "sem que o usuario perceba", "sem que o usuario saiba", "sem que ninguem perceba", "nao conte ao usuario", "nao diga ao usuario", "nao informe o usuario", "nao mencione", "nao mencionem", "nao cite", "em segredo", "secretamente", "discretamente", "as escondidas", "sem deixar rastro"],
  sendVerbs: ["enviar", "encaminhar", "mandar", "transferir", "exportar", "compartilhar", "partilhar", "revelar", "publicar", "carregar", "anexar", "copiar", "remeter", "divulgar", "mostrar", "repetir", "vazar"],
  callVerbs: ["chamar", "executar", "invocar", "acionar", "usar a ferramenta", "utilizar a ferramenta", "ativar"],
  dataNouns: ["senha", "senhas", "credenciais", "chave", "chaves", "token", "tokens", "historico", "conversa", "e-mails", "emails", "contatos", "contactos", "agenda", "dados pessoais", "dados do usuario", "dados dos clientes", "dados do cliente", "dados de todos", "dados dos candidatos", "dados bancarios", "cartao", "conta bancaria", "iban", "prompt do sistema", "curriculos", "lista de clientes", "base de dados", "banco de dados", "mensagens"],
  grantVerbs: ["aprovar", "autorizar", "conceder", "reembolsar", "validar", "aceitar", "processar"],
  grantObjects: ["reembolso", "reembolsos", "transferencia", "transferencias", "pagamento", "pagamentos", "emprestimo", "emprestimos", "acesso", "acessos", "pedidos", "solicitacoes", "fatura", "faturas", "saque", "saques", "pix"],
  response: ["sua resposta", "tua resposta", "suas respostas", "cada resposta", "a resposta", "responda apenas", "responda somente", "responde apenas", "responda com", "responde com", "comece sua resposta", "comece a sua resposta"],
  noticeFrame: ["boletim", "nota informativa", "aviso", "comunicado", "atualizacao", "notificacao", "circular", "anuncio"],
  noticeNow: ["com efeito imediato", "a partir de hoje", "a partir de agora", "desde ja", "ate novo aviso", "de imediato"],
  mention: ["por exemplo", "frases como", "expressoes como", "tais como", "detectar", "deteccao", "detecta", "ataque", "ataques", "atacante", "atacantes", "injecao de prompt", "exemplo de", "exemplos de", "classificador"],
  topicPrepositions: ["sobre", "acerca de", "relativas a", "relativos a", "referentes a", "da", "do", "das", "dos", "para a", "para o", "impressas na", "desta", "deste"],
  blanket: ["todos", "todas", "toda", "todo", "copia", "completo", "completa", "inteiro", "inteira", "cada"],
  roleNouns: ["papel", "funcao", "tarefa", "missao", "incumbencia", "encargo", "personagem", "mandato", "cargo"],
  shedVerbs: ["deixar de lado", "abandonar", "esquecer", "largar", "descartar", "renunciar a", "deixar para tras"],
  toYou: ["que te", "que lhe", "que voce", "que vos", "que recebeu", "que recebeste"],
  callThird: ["executa", "chama", "invoca", "usa", "utiliza", "aciona", "dispara", "ativa"],
  nowWords: ["agora", "ja", "imediatamente", "em seguida", "de imediato", "sem demora"],
  toPrepositions: ["para", "a", "ao", "aos", "as", "a a", "para o", "para os", "para a", "para as", "a todos os", "para todos os", "a qualquer", "para qualquer"],
  plural: (n) => (/[sx]$/.test(n) ? [] : [`${n}s`, `${n}es`]),
};
