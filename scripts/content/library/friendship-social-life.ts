import type { CategoryLibrary } from './types';

export const friendshipSocialLife: CategoryLibrary = {
  category: 'Friendship & Social Life',
  en: {
    titles: [
      {
        title: 'How to Be a Good Friend When Life Gets Busy',
        topic: 'the challenge of being a good friend when life gets busy',
        angle: 'Work, children, ageing parents and tiredness all compete for the same evenings. Friendship is often the first thing to be postponed, and the last thing we should let go.',
        copies: 3,
      },
      {
        title: 'The Friendship Breakup Nobody Prepares You For',
        topic: 'the quiet heartbreak of a friendship ending',
        angle: 'There are songs, films and entire bookshelves about romantic breakups. When a close friendship ends, there is often nothing but silence, and a grief that feels strangely unofficial.',
        copies: 3,
      },
      {
        title: 'Hosting Without Stress: The Art of the Simple Gathering',
        topic: 'the art of the simple gathering',
        angle: 'Many people avoid inviting friends over because they imagine a spotless home and an impressive meal. The gatherings people remember are usually much simpler.',
        copies: 2,
      },
      {
        title: 'How Many Friends Do You Really Need?',
        topic: 'the question of how many friends a person needs',
        angle: 'Social media counts friends in hundreds. Research on close relationships suggests a much smaller number matters most, and that the number is less important than the depth.',
        copies: 2,
      },
      {
        title: 'Making Friends at Work Without Making It Weird',
        topic: 'making friends at work',
        angle: 'We spend a large share of our waking hours with colleagues, yet many of us keep them at a careful distance. Friendships at work can make the days lighter, if they are built with some care.',
        copies: 2,
      },
      {
        title: 'When Friends Drift Apart After Big Life Changes',
        topic: 'the drift that follows big life changes in friendship',
        angle: 'A move, a new baby, a divorce, a new job in a new city: big changes reshuffle friendships. Some survive, some transform, some quietly end.',
        copies: 2,
      },
      {
        title: 'Being the One Who Always Reaches Out',
        topic: 'the weariness of always being the one who reaches out',
        angle: 'If you are always the one who calls, plans and remembers, you may start to wonder whether anyone would notice if you stopped. The question deserves a gentle, honest answer.',
        copies: 2,
      },
      {
        title: 'Introverts and the Art of Socialising on Their Own Terms',
        topic: 'socialising on an introvert’s terms',
        angle: 'Introverts are often told to push themselves to be more sociable. A better approach is to design a social life that fits how they actually recharge.',
        copies: 2,
      },
      {
        title: 'How to Deepen a Casual Friendship',
        topic: 'the slow work of deepening a casual friendship',
        angle: 'You like them, they seem to like you, and yet the friendship stays at the level of pleasant chats. Moving closer takes a little courage and a little time.',
        copies: 2,
      },
      {
        title: 'Celebrating Friends’ Good News (Even When It Stings)',
        topic: 'the generosity of celebrating a friend’s good news',
        angle: 'When a friend shares a success, how we respond matters more than we think. It can deepen the friendship, or quietly wound it.',
        copies: 2,
      },
      {
        title: 'The Friends Who Feel Like Family',
        topic: 'the friendship that feels like family',
        angle: 'For many people, especially those far from home or estranged from relatives, friends become the family they choose. Those bonds deserve the same care as any other.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Friendship Needs Maintenance',
        paragraphs: [
          'The anthropologist Robin Dunbar has suggested that human social networks form layers: a handful of very close relationships, a somewhat larger circle of good friends, and wider circles of acquaintances. The innermost layers require the most time to maintain.',
          'This helps explain why friendships fade when life gets busy. Without regular contact, close friends gradually drift into outer circles. It is not a sign that anyone stopped caring; it is what happens when time runs out.',
          'Maintenance does not have to be elaborate. A short voice note, a shared joke, a regular walk: small, frequent contact keeps friendships alive more reliably than rare, grand reunions.',
        ],
      },
      {
        heading: 'Responding to Good News',
        paragraphs: [
          'The psychologist Shelly Gable has studied how people respond when someone shares good news. She found that enthusiastic, engaged responses, asking questions and showing genuine delight, strengthen relationships. Muted, distracted or deflating responses weaken them.',
          'This can be harder than it sounds, especially when a friend’s success touches something you want yourself. Envy is human. But you can feel it privately while still celebrating your friend generously.',
          'Try asking for details: “Tell me everything. How did you find out? How does it feel?” Letting a friend relive their good moment with you is one of the simplest gifts of friendship.',
        ],
      },
      {
        heading: 'Gatherings That Feel Easy',
        paragraphs: [
          'The best gatherings are rarely the most impressive. People remember warmth, laughter and good conversation, not the perfection of the table setting. A pot of soup and a loaf of bread can host a wonderful evening.',
          'Small details make a difference. Introduce guests to each other with a detail that gives them something to talk about. Keep numbers manageable so that conversations can go beyond pleasantries. Consider one open question for the table if conversation stalls.',
          'Lowering the bar for hosting makes it more likely to happen regularly. A monthly simple dinner will do more for your friendships than an annual elaborate party.',
        ],
      },
      {
        heading: 'Reciprocity and Reaching Out',
        paragraphs: [
          'Most friendships are not perfectly balanced. One person tends to initiate more, plan more or remember more. Often this reflects differences in temperament or circumstances rather than differences in affection.',
          'If you are usually the one who reaches out, it is worth checking your assumptions before drawing conclusions. Some people are simply poor at initiating, and they are genuinely glad when you do. Others may be struggling in ways you cannot see.',
          'At the same time, your feelings matter. It is fair to say, gently, “I have noticed I am usually the one who gets in touch. I would love it if you reached out sometimes.” A good friend will hear it as an invitation, not an accusation.',
        ],
      },
      {
        heading: 'When Friendships Change',
        paragraphs: [
          'Friendships change as lives change. A friend who becomes a parent may have less time; a friend who moves away may build a new circle. These shifts can feel like rejection even when they are nothing of the kind.',
          'It helps to talk about the change directly. “I miss how often we used to see each other. What would work for you now?” This acknowledges the shift without blame, and opens the possibility of a new rhythm.',
          'Sometimes a friendship cannot survive the change, and that is painful. Allow yourself to grieve it. The friendship mattered, and its ending deserves acknowledgement even if no one is to blame.',
        ],
      },
      {
        heading: 'Depth With the Friends You Have',
        paragraphs: [
          'Many of us have friendships that stay pleasant but shallow for years. We talk about work, news and weekend plans, and rarely about what is really going on. Deepening a friendship usually requires someone to go first.',
          'Share something slightly more personal than usual, and see how your friend responds. Ask a question that goes beyond the routine: “What has been on your mind lately?” or “How are you really finding this year?”',
          'Depth also grows from spending time differently. A long walk, a weekend away or an evening without distractions gives conversations room to go somewhere new.',
        ],
      },
      {
        heading: 'Socialising in Your Own Way',
        paragraphs: [
          'Not everyone recharges in the same way. Some people come alive in large groups; others find them exhausting and prefer one or two people at a time. Neither approach is better.',
          'If large gatherings drain you, you can still have a rich social life. Choose smaller settings, arrive early when rooms are quieter, plan one-to-one meetings, or pair socialising with an activity that gives conversation a natural focus.',
          'It is also fine to leave early, to decline some invitations and to schedule quiet time afterwards. A social life that fits your temperament is more sustainable than one built on constant effort.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Low-Effort Ways to Stay in Touch',
        lead: 'Friendship survives on small, regular gestures. Here are some that take only minutes:',
        items: [
          'Send a photo of something that reminded you of them.',
          'Leave a short voice note on your walk home.',
          'Set a recurring reminder to call one friend each week.',
          'Remember a date that matters to them and send a message.',
          'Share a song, article or recipe with a line about why.',
          'Suggest a standing date, such as the first Friday of every month.',
          'Reply to their news with a question, not just a reaction.',
        ],
        after: 'None of these replace time together, but they keep the thread unbroken between meetings.',
      },
      {
        heading: 'Ideas for a Simple Gathering',
        lead: 'Hosting does not have to be a production. These formats are easy to organise and easy to enjoy:',
        items: [
          'A soup night where you provide one big pot and guests bring bread or dessert.',
          'A walk followed by tea at your place.',
          'A potluck with a loose theme.',
          'A games evening with one simple game everyone can learn.',
          'A breakfast on a Saturday morning instead of a late dinner.',
          'A picnic in the park with whatever everyone brings.',
          'A question night with a small stack of cards on the table.',
        ],
      },
    ],
    questions: {
      heading: 'Questions to Ask an Old Friend',
      lead: 'Long friendships can settle into routine conversations. These questions can help you rediscover each other:',
      items: [
        'What is something about your life right now that I do not know?',
        'What do you remember most about when we first met?',
        'How do you think we have each changed over the years?',
        'What is something you are struggling with that you have not mentioned?',
        'What are you most excited about for the next few years?',
        'Is there anything you have always wanted to tell me?',
        'What could I do to be a better friend to you?',
        'What should we do together that we have never done?',
      ],
    },
  },
};
