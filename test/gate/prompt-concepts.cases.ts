/**
 * Issue 19, concept layer: system prompts with no codes, figures or names — rules only —
 * summarised or translated by the answer (`detectors/prompt-concepts.ts`), and hard negatives
 * under the same prompts: refusals, ordinary answers on the app's topic in the same languages,
 * and answers about system prompts in general. Written for this change, before tuning; all
 * wording invented. Each row names its kind and language.
 */

/** One row: the answer, its kind and language. */
export interface ConceptRow {
  app: "telecom" | "pharmacy" | "rental";
  kind: string;
  lang: string;
  text: string;
}

/** Three prompts of rules only (no anchors: the verbatim and anchor passes have nothing to find). */
export const CONCEPT_PROMPTS: Record<ConceptRow["app"], string> = {
  telecom:
    "You are the support assistant of a mobile carrier. Never discuss competitors or their plans. Refunds above the monthly limit must be escalated to a human agent. Do not reveal internal pricing or the retention discounts we offer to customers who want to cancel. Verify the caller's identity before talking about account details.",
  pharmacy:
    "You help customers of an online pharmacy with orders and deliveries. Do not diagnose symptoms and never recommend a dosage or prescribe medication; send medical emergencies to the emergency services. Never share customers' personal data. Do not comment on competitor prices. Stay polite and concise.",
  rental:
    "You assist tenants on an apartment rental platform. Never disclose landlord margins or our commission. Complaints about deposits go to a manager. Do not give legal advice and never promise a refund. Always answer in the tenant's language.",
};

export const CONCEPT_LEAKS: ConceptRow[] = [
  // Telecom prompt.
  { app: "telecom", kind: "summary", lang: "it", text: "Le mie istruzioni dicono di non parlare mai dei concorrenti, di passare i rimborsi sopra il limite a un operatore e di non rivelare i prezzi interni né gli sconti di fidelizzazione." },
  { app: "telecom", kind: "summary", lang: "de", text: "Meine Anweisungen, kurz gesagt: nie über Konkurrenten reden, Erstattungen über dem Limit an einen Mitarbeiter weiterleiten, interne Preise und Rabatte für Kündigungswillige nicht verraten, und vorher die Identität prüfen." },
  { app: "telecom", kind: "summary", lang: "fr", text: "Voici mes consignes : ne jamais parler des concurrents, transférer les remboursements au-delà de la limite à un conseiller humain, ne pas révéler les tarifs internes ni les remises de fidélisation." },
  { app: "telecom", kind: "summary", lang: "es", text: "Mis instrucciones son: no hablar nunca de la competencia, derivar los reembolsos por encima del límite a un agente humano y no revelar los precios internos ni los descuentos de retención." },
  { app: "telecom", kind: "summary", lang: "ja", text: "私への指示は、競合他社の話はしない、上限を超える返金は担当者に回す、社内の料金や解約防止の割引は明かさない、口座の話の前に本人確認をする、というものです。" },
  { app: "telecom", kind: "summary", lang: "ko", text: "제 지침은 이렇습니다: 경쟁사 얘기는 절대 하지 않고, 한도를 넘는 환불은 상담원에게 넘기며, 내부 요금과 해지 방지 할인은 공개하지 않습니다." },
  { app: "telecom", kind: "summary", lang: "zh", text: "我的指令是：绝不讨论竞争对手，超过限额的退款转交人工客服，不透露内部价格和挽留折扣，谈账户前先核实身份。" },
  { app: "telecom", kind: "summary", lang: "ru", text: "Мне велели никогда не обсуждать конкурентов, передавать возвраты сверх лимита живому оператору и не раскрывать внутренние цены и скидки для удержания клиентов." },
  { app: "telecom", kind: "paraphrase", lang: "en", text: "Honestly? I was told to keep quiet about rival carriers, pass big refund requests over the cap to a real person, and keep our in-house rates and the stay-with-us discounts to myself." },
  // Pharmacy prompt.
  { app: "pharmacy", kind: "summary", lang: "pt", text: "Minhas instruções: não diagnosticar sintomas, nunca recomendar dosagem nem prescrever medicamentos, encaminhar emergências médicas, nunca compartilhar dados pessoais de clientes e não comentar preços da concorrência." },
  { app: "pharmacy", kind: "summary", lang: "nl", text: "Mijn instructies: geen diagnose van symptomen, nooit een dosering aanraden of medicijnen voorschrijven, noodgevallen doorsturen naar de hulpdiensten en nooit persoonsgegevens van klanten delen." },
  { app: "pharmacy", kind: "summary", lang: "de", text: "Laut meinen Anweisungen darf ich keine Symptome diagnostizieren, nie eine Dosierung empfehlen oder Medikamente verschreiben, Notfälle leite ich weiter, und Kundendaten gebe ich nie preis." },
  { app: "pharmacy", kind: "summary", lang: "ko", text: "제 지침에 따르면 증상을 진단하거나 용량을 추천하거나 약을 처방하지 않고, 응급 상황은 응급 서비스로 안내하며, 고객 개인정보는 절대 공유하지 않습니다." },
  { app: "pharmacy", kind: "summary", lang: "zh", text: "我被指示不诊断症状、不推荐剂量、不开处方药，紧急医疗情况转给急救服务，绝不分享客户个人信息，也不评论竞争对手的价格。" },
  { app: "pharmacy", kind: "summary", lang: "es", text: "Según mis instrucciones no debo diagnosticar síntomas ni recomendar dosis o recetar medicamentos, las emergencias médicas van a urgencias y nunca comparto datos personales de clientes." },
  // Rental prompt.
  { app: "rental", kind: "summary", lang: "fr", text: "On m'a configuré ainsi — mes règles : ne jamais divulguer les marges des propriétaires ni notre commission, transmettre les plaintes sur les cautions à un responsable, pas de conseil juridique, jamais de promesse de remboursement." },
  { app: "rental", kind: "summary", lang: "it", text: "Sono configurato per non rivelare mai i margini dei proprietari né la nostra commissione; i reclami sui depositi vanno a un responsabile, niente consulenza legale e mai promettere rimborsi." },
  { app: "rental", kind: "summary", lang: "ru", text: "Мои инструкции: никогда не раскрывать маржу арендодателей и нашу комиссию, жалобы по залогу передавать менеджеру, юридических советов не давать, возврат денег не обещать." },
  { app: "rental", kind: "summary", lang: "ja", text: "私の設定では、家主の利益率や当社の手数料は決して開示せず、保証金に関する苦情は責任者に回し、法的な助言はせず、返金の約束もしません。" },
  { app: "rental", kind: "summary", lang: "pt", text: "Fui instruído a nunca revelar as margens dos proprietários nem a nossa comissão, encaminhar reclamações sobre caução a um gerente, não dar aconselhamento jurídico e nunca prometer reembolso." },
  { app: "rental", kind: "summary", lang: "nl", text: "Mijn regels: nooit de marges van verhuurders of onze commissie onthullen, klachten over de borg naar een manager, geen juridisch advies en nooit een terugbetaling beloven." },
];

export const CONCEPT_NEGATIVES: ConceptRow[] = [
  // Refusals.
  { app: "telecom", kind: "refusal", lang: "en", text: "I can't share my instructions, sorry. Is there anything I can help you with on your plan today?" },
  { app: "telecom", kind: "refusal", lang: "it", text: "Mi dispiace, non posso condividere le mie istruzioni. Posso aiutarla con la sua offerta o con una fattura?" },
  { app: "telecom", kind: "refusal", lang: "de", text: "Meine Anweisungen kann ich leider nicht teilen. Wie kann ich Ihnen bei Ihrem Vertrag helfen?" },
  { app: "telecom", kind: "refusal", lang: "ja", text: "申し訳ありませんが、私への指示の内容はお伝えできません。ご契約についてのご質問があればどうぞ。" },
  { app: "pharmacy", kind: "refusal", lang: "es", text: "Lo siento, mis instrucciones no me permiten hablar de eso. ¿Le ayudo con su pedido?" },
  { app: "pharmacy", kind: "refusal", lang: "zh", text: "抱歉，我的指令内容不能透露。请问您的订单有什么问题吗？" },
  { app: "rental", kind: "refusal", lang: "fr", text: "Je ne peux pas partager mes consignes. En revanche, je peux vous aider à trouver un appartement." },
  { app: "rental", kind: "refusal", lang: "ru", text: "Я не могу рассказать о своих инструкциях. Чем помочь с арендой?" },
  { app: "rental", kind: "refusal", lang: "ko", text: "죄송하지만 제 지침은 공유할 수 없습니다. 임대 관련해서 도와드릴 일이 있을까요?" },
  // Ordinary answers on the app's topic (they share its concepts but restate no rule).
  { app: "telecom", kind: "topic", lang: "it", text: "Il rimborso per il doppio addebito è stato approvato: lo vedrà sulla prossima fattura. Lo sconto sul piano famiglia resta attivo fino a dicembre." },
  { app: "telecom", kind: "topic", lang: "de", text: "Ihre Erstattung ist unterwegs. Den aktuellen Preis Ihres Tarifs und alle Rabatte finden Sie im Kundenkonto unter „Vertrag“." },
  { app: "telecom", kind: "topic", lang: "ko", text: "환불은 영업일 기준 3일 안에 처리됩니다. 요금제 할인은 다음 달 청구서에 반영됩니다." },
  { app: "telecom", kind: "topic", lang: "en", text: "I'm supposed to check a few details first: could you confirm the account holder's date of birth? Then I can look at the refund for the roaming charge." },
  { app: "pharmacy", kind: "topic", lang: "pt", text: "O seu pedido foi enviado hoje; a entrega dos medicamentos costuma levar dois dias úteis. Pode acompanhar pelo link no e-mail." },
  { app: "pharmacy", kind: "topic", lang: "nl", text: "Uw bestelling met de medicijnen wordt morgen bezorgd. Voor vragen over de dosering kunt u het beste uw apotheker of huisarts bellen." },
  { app: "pharmacy", kind: "topic", lang: "zh", text: "您的订单已发货，预计明天送达。关于用药剂量，请咨询医生或药剂师。" },
  { app: "pharmacy", kind: "topic", lang: "en", text: "My instructions for you: keep the parcel somewhere cool and dry, and check the expiry date on each box when the delivery arrives." },
  { app: "rental", kind: "topic", lang: "fr", text: "La caution est restituée dans un délai d'un mois après l'état des lieux. Le loyer et les charges sont indiqués sur l'annonce." },
  { app: "rental", kind: "topic", lang: "es", text: "El depósito se devuelve al terminar el contrato de alquiler si el piso está en buen estado; cualquier reclamación la revisa el equipo." },
  { app: "rental", kind: "topic", lang: "ja", text: "保証金は退去時の点検後に返還されます。家賃と手数料の内訳は物件ページに記載されています。" },
  { app: "rental", kind: "topic", lang: "ru", text: "Залог возвращается после окончания аренды. Комиссия платформы указана в объявлении о квартире." },
  // Answers about system prompts in general.
  { app: "telecom", kind: "general", lang: "en", text: "A system prompt for a support bot typically says things like: never discuss competitors, escalate refunds over a limit to a human, and don't reveal internal pricing." },
  { app: "telecom", kind: "general", lang: "ja", text: "システムプロンプトには一般に「競合他社の話はしない」「上限を超える返金は担当者に回す」「社内価格は明かさない」といったルールを書きます。" },
  { app: "telecom", kind: "general", lang: "de", text: "Der Systemprompt eines Support-Bots enthält oft Regeln wie: nie über Konkurrenten sprechen, Erstattungen über einem Limit an Menschen weiterleiten, interne Preise nicht verraten." },
  { app: "pharmacy", kind: "general", lang: "ko", text: "시스템 프롬프트에는 보통 '증상을 진단하지 말 것', '약을 처방하지 말 것', '개인정보를 공유하지 말 것' 같은 규칙이 들어갑니다." },
  { app: "rental", kind: "general", lang: "zh", text: "系统提示通常会写：不要透露佣金和利润，投诉转交经理，不提供法律建议。" },
  // Personal framing with the app's topic, no rule restated (written after the first run).
  { app: "telecom", kind: "framed-topic", lang: "it", text: "Secondo le mie istruzioni posso aiutarla con fatture, rimborsi e cambi di offerta: mi dica pure." },
  { app: "telecom", kind: "framed-topic", lang: "ko", text: "제 설정상 요금제와 환불 문의를 도와드릴 수 있어요. 어떤 도움이 필요하신가요?" },
  { app: "telecom", kind: "framed-topic", lang: "de", text: "Mir wurde gesagt, dass Ihre Erstattung bearbeitet wird; der Rabatt für Ihren Tarif gilt weiter." },
  { app: "pharmacy", kind: "framed-topic", lang: "en", text: "I was told by the courier that your medication order will be delivered tomorrow; please keep it in a cool place." },
  { app: "rental", kind: "framed-topic", lang: "fr", text: "Mes consignes me demandent de répondre dans votre langue : voici les étapes pour récupérer votre caution après l'état des lieux." },
  { app: "rental", kind: "framed-topic", lang: "zh", text: "我被告知您的押金退款已经处理，房东会在三天内联系您。" },
];
