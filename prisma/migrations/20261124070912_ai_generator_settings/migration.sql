-- Admin AI settings name no vendor (text-generator registry): openai_api_key becomes ai_api_key and
-- openai_model becomes ai_model, values carried over as they are (the key stays encrypted, isSecret
-- kept); ai_provider says which generator they belong to: OpenAI, the only one until now.
UPDATE "AdminSetting" SET "key" = 'ai_api_key'
 WHERE "key" = 'openai_api_key' AND NOT EXISTS (SELECT 1 FROM "AdminSetting" WHERE "key" = 'ai_api_key');
UPDATE "AdminSetting" SET "key" = 'ai_model'
 WHERE "key" = 'openai_model' AND NOT EXISTS (SELECT 1 FROM "AdminSetting" WHERE "key" = 'ai_model');
DELETE FROM "AdminSetting" WHERE "key" IN ('openai_api_key', 'openai_model');
INSERT INTO "AdminSetting" ("key", "value", "category", "isSecret", "updatedAt")
VALUES ('ai_provider', 'openai', 'ai', false, CURRENT_TIMESTAMP)
ON CONFLICT ("key") DO NOTHING;
