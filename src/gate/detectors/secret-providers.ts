/**
 * Credential formats of current providers, as data (issue 19 item 3), beside the published
 * formats of `secret-formats.ts` and secretlint's recommended preset. Each row is one
 * provider's token layout as the provider itself documents it (the `source`), a distinctive
 * prefix followed by bounded character classes: linear, and rare in prose.
 *
 * Why our own rows: secretlint's preset (28 rules, the last release for Node 20 is 11.3) has
 * no rule for these providers; its newer releases and gitleaks' larger rule set need Node 22
 * or ship as a Go program's TOML config, not as a package we can depend on. The rows follow
 * the providers' documentation, never another project's regexes.
 */
import type { SecretFormat } from "./secret-formats.js";

/** Token edge: not preceded by a token character. */
const B = "(?<![A-Za-z0-9_-])";
/** Token end: not followed by a token character. */
const E = "(?![A-Za-z0-9_-])";
const rule = (id: string, source: string, body: string, flags = "g"): SecretFormat => ({ id, source, pattern: new RegExp(`${B}${body}${E}`, flags) });

export const PROVIDER_FORMATS: readonly SecretFormat[] = [
  // Model hubs and inference APIs.
  rule("huggingface-token", "Hugging Face docs, 'User access tokens' (hf_ prefix)", "hf_[A-Za-z0-9]{30,40}"),
  rule("huggingface-org-token", "Hugging Face docs, organisation API tokens (api_org_)", "api_org_[A-Za-z0-9]{30,40}"),
  rule("replicate-api-token", "Replicate docs, 'API tokens' (r8_ prefix, 40 characters)", "r8_[A-Za-z0-9]{37}"),
  rule("groq-api-key", "GroqCloud console docs, API keys (gsk_ prefix)", "gsk_[A-Za-z0-9]{48,56}"),
  rule("xai-api-key", "xAI API docs, API keys (xai- prefix)", "xai-[A-Za-z0-9]{70,90}"),
  rule("perplexity-api-key", "Perplexity API docs, API keys (pplx- prefix)", "pplx-[A-Za-z0-9]{40,56}"),
  rule("fireworks-api-key", "Fireworks AI docs, API keys (fw_ prefix)", "fw_[A-Za-z0-9]{20,40}"),
  rule("langsmith-api-key", "LangSmith docs, personal access tokens and service keys (lsv2_pt_ / lsv2_sk_)", "lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
  rule("pinecone-api-key", "Pinecone docs, API keys (pcsk_ prefix)", "pcsk_[A-Za-z0-9_]{40,100}"),
  rule("openrouter-api-key", "OpenRouter docs, API keys (sk-or-v1- prefix, 64 hex)", "sk-or-v1-[a-f0-9]{64}"),
  rule("deepseek-style-sk-hex", "OpenAI-compatible providers (DeepSeek, Moonshot …) documenting sk- + 32 hex keys", "sk-[a-f0-9]{32}"),
  // Cloud OAuth clients and identity.
  rule("google-oauth-client-secret", "Google Cloud docs, OAuth 2.0 client secrets (GOCSPX- prefix since 2021)", "GOCSPX-[A-Za-z0-9_-]{28}"),
  rule("google-oauth-refresh-token", "Google Identity docs, OAuth 2.0 refresh tokens (1// prefix)", "1//0[A-Za-z0-9_-]{40,100}"),
  rule("azure-ad-client-secret", "Microsoft Entra docs, client secret values (3 characters, a digit, Q~, then 31–34)", "[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}"),
  rule("github-app-token", "GitHub docs, app installation and refresh tokens (ghs_/ghr_ are in secret-formats; v1. fine-grained app tokens)", "ghu_[A-Za-z0-9]{36}|v1\\.[a-f0-9]{40}"),
  // VPN and key-management.
  rule("tailscale-key", "Tailscale docs, 'Auth keys' and API access tokens (tskey-auth-, tskey-api-, tskey-client-)", "tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,20}-[A-Za-z0-9]{20,60}"),
  rule("age-secret-key", "age encryption specification (C2SP age.md), X25519 identity: AGE-SECRET-KEY-1 + Bech32", "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"),
  rule("hashicorp-vault-token", "HashiCorp Vault docs, 'Tokens' (hvs. service, hvb. batch, hvr. recovery)", "hv[sbr]\\.[A-Za-z0-9_-]{24,200}"),
  rule("terraform-cloud-token", "HashiCorp Terraform Cloud docs, API tokens (<14>.atlasv1.<60+>)", "[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,70}"),
  rule("doppler-token", "Doppler docs, token formats (dp.st., dp.sa., dp.ct., dp.pt., dp.scim., dp.audit.)", "dp\\.(?:st|sa|ct|pt|scim|audit)\\.[A-Za-z0-9_.-]{40,64}"),
  rule("onepassword-service-token", "1Password developer docs, service account tokens (ops_ + base64 JSON)", "ops_eyJ[A-Za-z0-9+/=_-]{100,1200}"),
  rule("infisical-token", "Infisical docs, service tokens (st. prefix)", "st\\.[a-f0-9]{24}\\.[a-f0-9]{32}\\.[a-f0-9]{32}"),
  // API platforms, developer tools, hosting.
  rule("postman-api-key", "Postman docs, API keys (PMAK- prefix)", "PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
  rule("shopify-token", "Shopify docs, access tokens (shpat_, shpca_, shppa_, shpss_ + 32 hex)", "shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
  rule("linear-api-key", "Linear API docs, personal API keys (lin_api_ prefix)", "lin_api_[A-Za-z0-9]{40}"),
  rule("notion-token", "Notion API docs, integration tokens (secret_ legacy, ntn_ since 2024)", "(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{46})"),
  rule("atlassian-api-token", "Atlassian docs, API tokens (ATATT3 prefix)", "ATATT3[A-Za-z0-9_=-]{180,200}"),
  rule("databricks-token", "Databricks docs, personal access tokens (dapi + 32 hex, optional -N)", "dapi[a-f0-9]{32}(?:-[0-9])?"),
  rule("digitalocean-token", "DigitalOcean docs, tokens (dop_v1_, doo_v1_, dor_v1_ + 64 hex)", "do[opr]_v1_[a-f0-9]{64}"),
  rule("supabase-token", "Supabase docs, personal access tokens (sbp_ + 40 hex)", "sbp_[a-f0-9]{40}"),
  rule("planetscale-token", "PlanetScale docs, service tokens and passwords (pscale_tkn_, pscale_pw_, pscale_oauth_)", "pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}"),
  rule("grafana-token", "Grafana docs, Cloud access policy tokens (glc_) and service account tokens (glsa_)", "(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8})"),
  rule("newrelic-key", "New Relic docs, user API keys (NRAK-) and insert keys (NRII-)", "NR(?:AK|II)-[A-Z0-9]{27,32}"),
  rule("sentry-token", "Sentry docs, auth tokens (sntrys_ organisation, sntryu_ user)", "sntry[su]_[A-Za-z0-9+/=_]{64,200}"),
  rule("pulumi-token", "Pulumi docs, access tokens (pul- + 40 hex)", "pul-[a-f0-9]{40}"),
  rule("figma-token", "Figma API docs, personal access tokens (figd_ prefix)", "figd_[A-Za-z0-9_-]{40,60}"),
  rule("stripe-webhook-secret", "Stripe docs, webhook signing secrets (whsec_)", "whsec_[A-Za-z0-9]{32,64}"),
  rule("stripe-test-secret-key", "Stripe docs, test-mode secret keys (sk_test_, rk_test_)", "(?:sk|rk)_test_[0-9A-Za-z]{24,247}"),
  rule("slack-app-token", "Slack API docs, app-level tokens (xapp- prefix)", "xapp-[0-9]-[A-Z0-9]{9,12}-[0-9]{10,16}-[a-f0-9]{64}"),
  rule("docker-hub-token", "Docker docs, personal access tokens (dckr_pat_)", "dckr_pat_[A-Za-z0-9_-]{27}"),
  rule("flyio-token", "Fly.io docs, access tokens (fo1_ prefix; FlyV1 macaroons)", "(?:fo1_[A-Za-z0-9_-]{43}|FlyV1 fm[12]_[A-Za-z0-9+/=_-]{100,1000})"),
  rule("render-api-key", "Render docs, API keys (rnd_ prefix)", "rnd_[A-Za-z0-9]{32}"),
  rule("vercel-token", "Vercel docs, access tokens (vercel_ / vcp_ prefixes)", "(?:vcp|vci|vca|vcr|vck)_[A-Za-z0-9]{24,60}"),
  rule("airtable-pat", "Airtable docs, personal access tokens (pat + 14 . + 64 hex)", "pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}"),
  rule("mailgun-api-key", "Mailgun docs, private API keys (key- + 32 hex)", "key-[a-f0-9]{32}"),
  rule("mapbox-secret-token", "Mapbox docs, secret access tokens (sk.eyJ…)", "sk\\.eyJ[A-Za-z0-9_-]{50,200}\\.[A-Za-z0-9_-]{20,30}"),
  rule("dynatrace-token", "Dynatrace docs, token format (dt0c01.<24>.<64>)", "dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}"),
  rule("rubygems-api-key", "RubyGems guides, API keys (rubygems_ + 48 hex)", "rubygems_[a-f0-9]{48}"),
  rule("nuget-api-key", "NuGet docs, API keys (oy2 + 43 lower-case base32)", "oy2[a-z0-9]{43}"),
  rule("clojars-token", "Clojars docs, deploy tokens (CLOJARS_ prefix)", "CLOJARS_[a-z0-9]{60}"),
  rule("prefect-api-key", "Prefect docs, API keys (pnu_ prefix)", "pnu_[A-Za-z0-9]{36}"),
  rule("readme-api-key", "ReadMe docs, API keys (rdme_ prefix)", "rdme_[a-z0-9]{70}"),
  rule("typeform-token", "Typeform docs, personal access tokens (tfp_ prefix)", "tfp_[A-Za-z0-9_.=-]{40,60}"),
  rule("easypost-api-key", "EasyPost docs, API keys (EZAK / EZTK + 54)", "EZ[AT]K[A-Za-z0-9]{54}"),
  rule("flutterwave-key", "Flutterwave docs, secret keys (FLWSECK- / FLWSECK_TEST-)", "FLWSECK(?:_TEST)?-[a-f0-9]{32}-X"),
  rule("adafruit-io-key", "Adafruit IO docs, keys (aio_ prefix)", "aio_[A-Za-z0-9]{28}"),
  rule("duffel-token", "Duffel docs, access tokens (duffel_test_ / duffel_live_)", "duffel_(?:test|live)_[A-Za-z0-9_=-]{43}"),
  rule("shippo-token", "Shippo docs, API tokens (shippo_live_ / shippo_test_ + 40 hex)", "shippo_(?:live|test)_[a-f0-9]{40}"),
  rule("frameio-token", "Frame.io docs, developer tokens (fio-u- prefix)", "fio-u-[A-Za-z0-9_=-]{64}"),
  rule("scalingo-token", "Scalingo docs, API tokens (tk-us- prefix)", "tk-us-[A-Za-z0-9_-]{48}"),
  rule("contentful-token", "Contentful docs, personal access tokens (CFPAT- prefix)", "CFPAT-[A-Za-z0-9_-]{43}"),
  // Round 2 (issue 19 follow-up): providers the fresh evaluation found missing.
  rule("heroku-api-key", "Heroku Dev Center, 'Heroku API keys' (HRKU- prefix since 2024)", "HRKU-[A-Za-z0-9_-]{40,80}"),
  rule("netlify-token", "Netlify docs, access tokens (nfp_ personal, nfc_ OAuth client, nfo_ OAuth, nfu_ user)", "nf[pcou]_[A-Za-z0-9]{36,48}"),
  rule("together-api-key", "Together AI docs, API keys (tgp_v1_ prefix)", "tgp_v1_[A-Za-z0-9_-]{40,64}"),
  rule("elevenlabs-api-key", "ElevenLabs API reference, xi-api-key values (sk_ + 48 hex)", "sk_[a-f0-9]{48}"),
  rule("brevo-api-key", "Brevo (Sendinblue) docs, API v3 keys (xkeysib- + 64 hex + - + 16)", "xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"),
  rule("firebase-fcm-server-key", "Firebase Cloud Messaging docs, legacy server keys (AAAA…:APA91b…)", "AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{120,160}"),
  rule("slack-webhook-url", "Slack API docs, incoming webhooks (hooks.slack.com/services/T…/B…/…)", "https://hooks\\.slack\\.com/(?:services|workflows|triggers)/T[A-Z0-9]{8,12}/[A-Z0-9]{8,12}/[A-Za-z0-9]{20,40}"),
  rule("discord-webhook-url", "Discord developer docs, webhook URLs (/api/webhooks/<id>/<token>)", "https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,70}"),
];
