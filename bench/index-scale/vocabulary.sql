-- What the generated recordings say: addresses, selectors, labels, errors and custom events of a site like Parley
-- (articles, questions, groups, members, in five languages). Each kind of text is a vocabulary table ordered by
-- popularity (rank 0 the most common); an event picks a rank with a long tail (bench.zipf: a few texts very common,
-- most rare) and joins its text, which keeps a million sessions' rows cheap to make inside PostgreSQL
-- (bench/index-scale/generate.ts). The text at each rank is drawn from the kind's families (a fixed share of article
-- pages, question pages, ..., of navigation clicks, vote buttons, ...), so the families keep their shares and each has
-- its own long tail. Everything follows from seeds: the same database each time.
drop schema if exists bench cascade;
create schema bench;

-- A number in [0, 1) from a seed (a hash: the same seed, the same number).
create or replace function bench.u(seed bigint) returns float8 language sql immutable parallel safe as
$$ select (hashint8(seed)::bigint + 2147483648) / 4294967296.0 $$;

-- A rank in [0, n) with a long tail: log-uniform, as Zipf's law with s = 1 gives (rank 0 is the most common).
create or replace function bench.zipf(seed bigint, n int) returns int language sql immutable parallel safe as
$$ select least(n - 1, greatest(0, floor(exp(bench.u(seed) * ln(n + 1.0)) - 1)))::int $$;

create or replace function bench.word(i bigint) returns text language sql immutable parallel safe as
$$ select (array['how', 'why', 'persian', 'grammar', 'verb', 'tense', 'learn', 'fast', 'story', 'poem', 'hafez',
  'rumi', 'tehran', 'coffee', 'tea', 'garden', 'market', 'music', 'film', 'book', 'reading', 'writing', 'letter',
  'alphabet', 'script', 'accent', 'dialect', 'travel', 'visa', 'train', 'city', 'history', 'empire', 'poetry',
  'recipe', 'rice', 'saffron', 'bread', 'festival', 'nowruz', 'calendar', 'number', 'plural', 'ezafe', 'suffix',
  'prefix', 'question', 'answer', 'vote', 'group', 'member', 'study', 'exam', 'school', 'teacher', 'student',
  'translate', 'meaning', 'word', 'phrase', 'idiom', 'proverb', 'slang', 'formal', 'polite', 'family', 'friend',
  'work', 'office', 'money', 'bank', 'phone', 'internet', 'keyboard', 'font', 'unicode', 'rtl', 'layout', 'design',
  'map', 'weather', 'season', 'winter', 'summer', 'night', 'day', 'morning', 'evening', 'sun', 'moon', 'star',
  'river', 'mountain', 'sea', 'desert', 'road', 'house', 'door', 'window', 'kitchen', 'guide', 'beginner', 'advanced',
  'daily', 'practice', 'listening', 'speaking', 'course', 'lesson', 'spring', 'autumn', 'paper', 'pen', 'clock'])[1 + (abs(i) % 114)::int] $$;

create or replace function bench.slug(rank int, salt int) returns text language sql immutable parallel safe as
$$ select bench.word(rank * 31 + salt) || '-' || bench.word(rank * 17 + 3) || '-' || bench.word(rank * 7 + salt * 11)
   || '-' || rank $$;

-- The display language of a session: English without a parameter, else one of four (a third of sessions).
create or replace function bench.lang(seed bigint) returns text language sql immutable parallel safe as
$$ select case when bench.u(seed) < 0.65 then '' else (array['fa', 'de', 'es', 'fr'])[1 + bench.zipf(seed + 1, 4)] end $$;

-- A visited address's path and query (what a page message's `url` holds after the origin, before the language).
create or replace function bench.path(seed bigint) returns text language plpgsql immutable parallel safe as
$$ declare f float8 := bench.u(seed); begin return case
     when f < 0.08 then '/'
     when f < 0.40 then '/articles/' || bench.slug(bench.zipf(seed + 1, 506), 1)
     when f < 0.72 then '/questions/' || bench.slug(bench.zipf(seed + 2, 40000), 2)
     when f < 0.78 then '/articles' || case when bench.u(seed + 3) < 0.5 then '' else '?page=' || (2 + bench.zipf(seed + 4, 50)) end
     when f < 0.84 then '/search?q=' || bench.word(bench.zipf(seed + 5, 114)) || case when bench.u(seed + 6) < 0.5 then ''
       else '+' || bench.word(bench.zipf(seed + 7, 2000)) end
     when f < 0.88 then '/group/' || bench.word(bench.zipf(seed + 8, 300)) || '-' || bench.zipf(seed + 8, 300)
     when f < 0.93 then '/user/' || 'member_' || bench.zipf(seed + 9, 20000)
     else (array['/about', '/privacy', '/login', '/register', '/home', '/random', '/questions', '/groups'])[1 + bench.zipf(seed + 10, 8)]
   end; end $$;

-- A clicked element (the tracker's CSS selector) and its text, as one row.
create or replace function bench.click(seed bigint, out selector text, out label text) language plpgsql immutable parallel safe as
$$ declare f float8 := bench.u(seed); begin select case
     when f < 0.25 then (array['nav.site-nav > a:nth-of-type(1)', 'nav.site-nav > a:nth-of-type(2)', 'nav.site-nav > a:nth-of-type(3)',
       'nav.site-nav > a:nth-of-type(4)', 'header button.language', 'header a.logo', 'header button.menu-toggle',
       'footer a.privacy', 'footer button.privacy-settings', 'header form.search > input[name="q"]', 'header form.search > button',
       'div.consent > button.accept', 'div.consent > button.refuse', 'nav.breadcrumbs > a:nth-of-type(1)',
       'nav.breadcrumbs > a:nth-of-type(2)', 'a.skip-link'])[1 + bench.zipf(seed + 1, 16)]
     when f < 0.55 then 'main > ul.catalogue > li:nth-of-type(' || (1 + bench.zipf(seed + 2, 50)) || ') > a'
     when f < 0.72 then '#answer-' || bench.zipf(seed + 3, 200000) || ' > div.actions > button.vote-' ||
       case when bench.u(seed + 4) < 0.8 then 'up' else 'down' end
     when f < 0.78 then 'main > div.question > div.actions > button.' || (array['vote-up', 'vote-down', 'share', 'reply', 'follow'])[1 + bench.zipf(seed + 5, 5)]
     when f < 0.85 then (array['form.answer > textarea', 'form.answer > button[type="submit"]', 'form.search > input[name="q"]',
       'form.login > input[name="username"]', 'form.login > input[name="password"]', 'form.login > button[type="submit"]',
       'form.bug-report > textarea', 'form.bug-report > button[type="submit"]'])[1 + bench.zipf(seed + 6, 8)]
     else 'article > div.body > p:nth-of-type(' || (1 + bench.zipf(seed + 7, 80)) || ') > a:nth-of-type(' || (1 + bench.zipf(seed + 8, 4)) || ')'
   end,
   case
     when f < 0.25 then (array['Articles', 'Questions', 'Groups', 'Members', 'فارسی', 'Parley', 'Menu', 'Privacy', 'Privacy settings',
       '', 'Search', 'Accept', 'Refuse', 'Home', 'Articles', 'Skip to content'])[1 + bench.zipf(seed + 1, 16)]
     when f < 0.55 then initcap(replace(bench.slug(bench.zipf(seed + 9, 40000), 2), '-', ' '))
     when f < 0.72 then '▲ ' || bench.zipf(seed + 10, 300)
     when f < 0.78 then (array['Vote up', 'Vote down', 'Share', 'Reply', 'Follow'])[1 + bench.zipf(seed + 5, 5)]
     when f < 0.85 then ''
     else initcap(bench.word(bench.zipf(seed + 11, 114)) || ' ' || bench.word(bench.zipf(seed + 12, 2000)))
   end into selector, label; end $$;

-- An error message (what an error message's `message` holds), with a long tail of distinct texts.
create or replace function bench.error_message(seed bigint) returns text language plpgsql immutable parallel safe as
$$ declare f float8 := bench.u(seed); begin return case
     when f < 0.4 then 'Cannot read properties of undefined (reading ''' || bench.word(bench.zipf(seed + 1, 114)) || ''')'
     when f < 0.6 then 'Failed to fetch'
     when f < 0.75 then 'ResizeObserver loop completed with undelivered notifications.'
     when f < 0.9 then bench.word(bench.zipf(seed + 2, 114)) || 'Handler is not a function'
     else 'Unexpected token ''<'', "<!DOCTYPE "... is not valid JSON at line ' || bench.zipf(seed + 3, 5000)
   end; end $$;

-- A custom event's name and its payload as the index keeps it (JSON text).
create or replace function bench.custom(seed bigint, out name text, out label text) language plpgsql immutable parallel safe as
$$ declare f float8 := bench.u(seed); begin select case when f < 0.45 then 'settings/language' when f < 0.75 then 'search' when f < 0.9 then 'answer/posted'
     when f < 0.98 then 'signup' else 'bug-report' end,
   case when f < 0.45 then '{"language":"' || (array['fa', 'de', 'es', 'fr', 'en'])[1 + bench.zipf(seed + 1, 5)] || '"}'
     when f < 0.75 then '{"q":"' || bench.word(bench.zipf(seed + 2, 114)) || '"}'
     when f < 0.9 then '{"question":' || bench.zipf(seed + 3, 40000) || '}'
     when f < 0.98 then 'null'
     else '{"ref":"' || md5(seed::text) || '"}' end
   into name, label; end $$;

-- The vocabularies, by rank. Addresses: 60,000 paths (with a page title each); clicks: 200,000 elements; 5,000 error
-- messages; 2,000 custom events (bug reports name a reference of their own).
create table bench.paths as
  select r as rank, bench.path(r * 7919) as path,
    initcap(bench.word(r * 13)) || ' ' || bench.word(r * 7 + 1) || ' · Parley' as title
  from generate_series(0, 59999) r;
create table bench.clicks as select r as rank, c.selector, c.label from generate_series(0, 199999) r cross join lateral bench.click(r * 7919) c;
create table bench.errors as
  select r as rank, (array['TypeError', 'Error', 'SyntaxError', 'ReferenceError'])[1 + bench.zipf(r * 7919 + 1, 4)] as name,
    bench.error_message(r * 7919) as message
  from generate_series(0, 4999) r;
create table bench.customs as select r as rank, c.name, c.label from generate_series(0, 1999) r cross join lateral bench.custom(r * 7919) c;
alter table bench.paths add primary key (rank);
alter table bench.clicks add primary key (rank);
alter table bench.errors add primary key (rank);
alter table bench.customs add primary key (rank);
analyze bench.paths, bench.clicks, bench.errors, bench.customs;
