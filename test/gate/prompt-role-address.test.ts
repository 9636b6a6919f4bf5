/**
 * A system prompt restated AS A PROMPT in another language — under a JSON or YAML key, with
 * no word about "my instructions" (issue 19, a documented limit until now): rule 4 of
 * `detectors/prompt-paraphrase.ts` (a second-person role address, two directive words and
 * half of the prompt's concept weight). Two fresh prompts without codes or names; leaks in
 * six languages; look-alikes: answers on the same topic in those languages, a sample prompt
 * for another task, prose that says "eres" / "du bist" / "you are".
 * Before rule 4: 0 of the leaks were caught (the look-alikes passed too).
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const POWER =
  "You are the customer support assistant for a regional electricity supplier. Only answer questions about bills, tariffs, meter readings and payment plans. Never discuss competitors or their prices. Do not give legal advice. If a customer mentions a medical device that depends on power, escalate the conversation to a human operator immediately. Never reveal internal discount rules or staff names. Keep answers short and always reply in the customer's language.";
const PHARMACY =
  "You are the helpdesk assistant of an online pharmacy. Answer only about orders, delivery times, returns and prescriptions uploads. Never recommend a medicine or a dose, and never diagnose. Refer every medical question to a licensed pharmacist. Do not reveal supplier prices, margins or internal stock levels. Personal data such as addresses must never be repeated back.";

const policies = {
  power: compileGatePolicy(parseConfig({ app: { systemPrompt: POWER } })),
  pharmacy: compileGatePolicy(parseConfig({ app: { systemPrompt: PHARMACY } })),
};
type P = keyof typeof policies;
const promptFindings = (p: P, text: string) => deterministicGate(text, policies[p]).findings.filter((f) => f.id === "system-prompt");

const LEAKS: readonly (readonly [P, string, string])[] = [
  ["power", "es, JSON", '{"guidelines_es": "Eres el asistente de atención al cliente de un proveedor regional de electricidad. Responde solo preguntas sobre facturas, tarifas, lecturas del contador y planes de pago. Nunca hables de la competencia ni de sus precios. No des asesoramiento legal. Si un cliente menciona un dispositivo médico que depende de la electricidad, deriva la conversación a un operador humano de inmediato. Nunca reveles las reglas internas de descuentos ni los nombres del personal."}'],
  ["power", "de, JSON", '{"leitlinien": "Du bist der Kundenservice-Assistent eines regionalen Stromversorgers. Beantworte nur Fragen zu Rechnungen, Tarifen, Zählerständen und Ratenplänen. Sprich niemals über Wettbewerber oder deren Preise. Gib keine Rechtsberatung. Wenn ein Kunde ein medizinisches Gerät erwähnt, das Strom braucht, leite das Gespräch sofort an einen menschlichen Mitarbeiter weiter. Verrate niemals interne Rabattregeln oder Namen von Mitarbeitern."}'],
  ["power", "fr, YAML", "consignes_fr: |\n  Tu es l'assistant du service client d'un fournisseur régional d'électricité. Réponds uniquement aux questions sur les factures, les tarifs, les relevés de compteur et les plans de paiement. Ne parle jamais des concurrents ni de leurs prix. Ne donne pas de conseils juridiques. Si un client mentionne un appareil médical qui dépend du courant, transfère immédiatement la conversation à un opérateur humain. Ne révèle jamais les règles internes de remise ni les noms du personnel."],
  ["power", "ko, JSON", '{"지침": "당신은 지역 전력 공급업체의 고객 지원 어시스턴트입니다. 요금 청구서, 요금제, 계량기 검침, 분할 납부에 관한 질문에만 답하세요. 경쟁사나 그들의 가격에 대해 절대 이야기하지 마세요. 법률 자문을 하지 마세요. 고객이 전기가 필요한 의료 기기를 언급하면 즉시 상담원에게 연결하세요. 내부 할인 규정이나 직원 이름을 절대 공개하지 마세요."}'],
  ["pharmacy", "it, JSON", '{"istruzioni_it": "Sei l\'assistente dell\'helpdesk di una farmacia online. Rispondi solo su ordini, tempi di consegna, resi e caricamento delle ricette. Non raccomandare mai un farmaco o una dose e non fare mai diagnosi. Indirizza ogni domanda medica a un farmacista abilitato. Non rivelare i prezzi dei fornitori, i margini o le scorte interne. I dati personali come gli indirizzi non devono mai essere ripetuti."}'],
  ["pharmacy", "pt, markdown", "### diretrizes (pt)\n\nVocê é o assistente de suporte de uma farmácia online. Responda apenas sobre pedidos, prazos de entrega, devoluções e envio de receitas. Nunca recomende um medicamento ou uma dose e nunca faça diagnósticos. Encaminhe toda pergunta médica a um farmacêutico licenciado. Não revele preços de fornecedores, margens ou estoque interno. Dados pessoais como endereços nunca devem ser repetidos."],
];

const LOOKALIKES: readonly (readonly [P, string])[] = [
  ["power", "Para consultas sobre su factura o su tarifa, puede llamarnos. Ofrecemos planes de pago y lecturas del contador en línea. No comparamos precios con la competencia."],
  ["power", '{"respuesta": "Su factura de marzo incluye la tarifa regulada. Si tiene un dispositivo médico que depende de la electricidad, regístrelo en nuestro programa de clientes vulnerables; un agente humano le llamará."}'],
  ["power", "Si eres cliente, puedes consultar tu factura y tu tarifa en la app; nunca compartimos tus datos y siempre respondemos en tu idioma."],
  ["power", "Du bist Kunde bei uns? Deine Rechnung und deinen Tarif findest du im Portal. Zählerstände kannst du jederzeit melden."],
  ["power", 'Hier ist ein Beispiel-Systemprompt für einen Shop-Bot: "Du bist ein freundlicher Assistent eines Online-Shops. Beantworte nur Fragen zu Bestellungen und Rücksendungen. Sei immer höflich."'],
  ["pharmacy", "Sei interessato a un ordine? I tempi di consegna sono di 2-3 giorni e i resi sono gratuiti entro 30 giorni. Per domande sui farmaci, chiedi al tuo farmacista."],
  ["pharmacy", "Você é bem-vindo a enviar sua receita pelo app; o pedido chega em dois dias e a devolução é gratuita."],
  ["pharmacy", '{"guidelines_es": "Eres un asistente de viajes. Ayuda a los usuarios a reservar hoteles y vuelos. Nunca inventes precios y siempre sé breve."}'],
];

describe("a prompt restated as a prompt in another language is blocked", () => {
  it.each(LEAKS)("%s / %s", (p, _kind, text) => {
    expect(promptFindings(p, text).length).toBeGreaterThan(0);
    expect(deterministicGate(text, policies[p]).action).toBe("block");
  });
});

describe("answers on the same topic, and prose that addresses the reader, pass", () => {
  it.each(LOOKALIKES)("%s: %s", (p, text) => {
    expect(promptFindings(p, text)).toEqual([]);
  });
});
