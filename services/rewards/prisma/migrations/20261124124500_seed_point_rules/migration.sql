-- The point rules of spec 02 §9 (external_share is ours); admins edit them afterwards.
INSERT INTO "point_rules" ("action_type", "points", "description") VALUES
  ('create_gem', 10, 'Save a new gem'),
  ('like_gem', 2, 'Like a gem'),
  ('comment_gem', 5, 'Comment on a gem'),
  ('external_share', 3, 'Share a gem while signed in'),
  ('successful_referral', 50, 'A friend you invited saves their first gem')
ON CONFLICT ("action_type") DO NOTHING;
