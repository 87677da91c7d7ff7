import type { CategoryLibrary } from './types';

export const personalGrowthReflection: CategoryLibrary = {
  category: 'Personal Growth & Reflection',
  en: {
    titles: [
      {
        title: 'The Quiet Power of Doing Less',
        topic: 'the quiet power of doing less',
        angle: 'We are often told that growth means adding more: more goals, more habits, more effort. Sometimes the most important change is subtracting what no longer serves you.',
        copies: 3,
      },
      {
        title: 'How to Reflect Without Ruminating',
        topic: 'the difference between reflection and rumination',
        angle: 'Thinking about your life can help you understand it, or it can trap you in loops of regret and worry. The difference lies less in what you think about than in how.',
        copies: 3,
      },
      {
        title: 'Why Gratitude Works (and When It Does Not)',
        topic: 'the practice of gratitude and its limits',
        angle: 'Counting blessings has become popular advice, sometimes to the point of cliché. Done honestly, it can shift your outlook; done as an obligation, it can make you feel worse.',
        copies: 2,
      },
      {
        title: 'Self-Compassion Is Not Self-Indulgence',
        topic: 'the practice of self-compassion',
        angle: 'Many people fear that being kind to themselves will make them lazy. Research suggests the opposite: self-compassion tends to make people more willing to learn from mistakes.',
        copies: 2,
      },
      {
        title: 'Learning to Sit With Uncertainty',
        topic: 'the skill of sitting with uncertainty',
        angle: 'Waiting for test results, a decision, an answer: uncertainty can feel harder to bear than bad news. Learning to live with not knowing is one of the most useful skills we rarely practise.',
        copies: 2,
      },
      {
        title: 'Habits, Not Resolutions',
        topic: 'the power of small habits over grand resolutions',
        angle: 'Resolutions are made in a burst of hope and abandoned in February. Habits are built quietly, and they are what actually change a life.',
        copies: 2,
      },
      {
        title: 'What Burnout Can Teach Us About Rest',
        topic: 'the lesson burnout teaches about rest',
        angle: 'Burnout is often described as running out of energy. It can also be read as a message: that the way we were living, working or caring had stopped being sustainable.',
        copies: 2,
      },
      {
        title: 'Making Peace With Your Past Mistakes',
        topic: 'the work of making peace with past mistakes',
        angle: 'Some mistakes replay in our minds for years, long after everyone else has forgotten them. Making peace with them does not mean pretending they did not matter.',
        copies: 2,
      },
      {
        title: 'The Art of the Weekly Review',
        topic: 'the habit of a weekly review',
        angle: 'Twenty minutes at the end of each week, looking back and looking ahead, can change how the next week feels. It is one of the simplest reflective habits there is.',
        copies: 2,
      },
      {
        title: 'Why Slowing Down Feels So Hard',
        topic: 'the difficulty of slowing down',
        angle: 'We long for slower days, and then fill every gap the moment it appears. Slowing down is uncomfortable because it leaves room for the thoughts that busyness keeps away.',
        copies: 2,
      },
      {
        title: 'Walking as a Way of Thinking',
        topic: 'the old habit of walking as a way of thinking',
        angle: 'Philosophers, writers and ordinary people have long walked to think. Something about moving through the world at walking pace seems to loosen stuck ideas.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Reflection Versus Rumination',
        paragraphs: [
          'Reflection and rumination can look alike from the outside. Both involve thinking about our lives, our choices and our feelings. But reflection tends to be curious and open, while rumination circles the same painful thoughts without moving anywhere.',
          'The psychologist Ethan Kross has studied a simple technique called distanced self-talk. Instead of asking “Why do I feel this way?”, people ask “Why does she feel this way?” using their own name. This small shift in perspective seems to help people reflect with less emotional overwhelm.',
          'Another way to tell the difference is to notice where the thinking leads. Reflection usually produces something: an insight, a decision, a sense of relief. Rumination produces more rumination. If you have been over the same ground ten times, it may be time to talk to someone or to take a walk instead.',
        ],
      },
      {
        heading: 'The Practice of Self-Compassion',
        paragraphs: [
          'The researcher Kristin Neff describes self-compassion as having three parts: treating yourself with kindness rather than harsh judgement, recognising that struggle is part of shared human experience, and noticing painful feelings without being swept away by them.',
          'Many people fear self-compassion will make them complacent. Studies suggest it tends to do the opposite. People who respond to failure with kindness are often more willing to acknowledge mistakes and try again, because failure feels less catastrophic.',
          'A practical starting point is to ask: “What would I say to a good friend in this situation?” Most of us speak to friends with far more warmth than we speak to ourselves. Borrowing that voice, even awkwardly, can change the tone of an inner conversation.',
        ],
      },
      {
        heading: 'Gratitude in Practice',
        paragraphs: [
          'In a well-known study published in 2003, Robert Emmons and Michael McCullough asked some participants to write down things they were grateful for each week. Compared with other groups, they reported feeling somewhat more positive about their lives.',
          'Gratitude works best when it is specific and genuine. “I am grateful for my family” is fine; “I am grateful my sister called when she knew I was nervous” is more powerful, because it brings a real moment back to mind.',
          'Gratitude should never become a way of silencing pain. You can be grateful for what you have and still grieve what you have lost, or feel frustrated by what is wrong. Forced gratitude tends to feel hollow; honest gratitude sits alongside other feelings.',
        ],
      },
      {
        heading: 'Small Habits, Lasting Change',
        paragraphs: [
          'Research by Phillippa Lally and colleagues in 2010 followed people trying to form new daily habits. On average it took around two months for a behaviour to become automatic, though the range was wide. Habits take longer than the famous twenty-one days, and missing a day now and then did not ruin progress.',
          'Small habits are easier to sustain than large ones. Writing one sentence a day, walking for ten minutes after lunch, calling one friend each Sunday. Each seems trivial, but repeated for months, they reshape a life.',
          'It helps to attach a new habit to an existing one. After I pour my morning coffee, I will write one line in my notebook. The existing routine acts as a reminder, and the new habit borrows its stability.',
        ],
      },
      {
        heading: 'Rest Is Not a Reward',
        paragraphs: [
          'Many of us treat rest as something to be earned after enough work. The result is that we rest only when exhausted, and exhaustion makes rest less restorative. Rest works better as a regular part of life than as an emergency measure.',
          'Different kinds of rest meet different needs. Sleep restores the body. Quiet restores the mind. Time with people who do not need anything from us restores our social energy. Creative play restores a sense of possibility.',
          'Burnout is often a sign that one or more of these needs has been ignored for too long. Recovering from it usually requires not just time off but changes in how we work, care and live afterwards.',
        ],
      },
      {
        heading: 'Living With Uncertainty',
        paragraphs: [
          'Humans find uncertainty uncomfortable. Some studies suggest that many people find waiting for a possible bad outcome more stressful than knowing the bad outcome is certain. Our minds prefer an answer, even an unwelcome one.',
          'We cannot eliminate uncertainty, but we can change our relationship with it. Noticing the urge to resolve things quickly, and gently delaying it, builds tolerance. So does focusing on what you can influence today rather than on what might happen next month.',
          'Sharing uncertainty with others helps too. Saying “I do not know how this will turn out, and it scares me” to someone you trust can make the waiting more bearable, even if nothing is resolved.',
        ],
      },
      {
        heading: 'Looking Back Kindly',
        paragraphs: [
          'Most of us carry a few mistakes that still make us wince. We replay them, imagine what we should have said, and judge our past selves harshly. This kind of looking back rarely helps.',
          'A kinder approach is to look at past mistakes with the understanding you have now, while remembering that your past self did not have it. You made the best choice you could with what you knew, felt and feared at the time.',
          'Where possible, repair helps more than regret. An apology, even years later, can bring peace to both people. Where repair is impossible, learning from the mistake and living differently is its own form of making amends.',
        ],
      },
    ],
    lists: [
      {
        heading: 'A Simple Weekly Review',
        lead: 'Set aside twenty minutes at the end of each week and walk through these steps:',
        ordered: true,
        items: [
          'List three things that went well, however small.',
          'Note one thing that was hard, and what it taught you.',
          'Check your energy: what gave it and what drained it?',
          'Think of one person you would like to thank or reconnect with.',
          'Choose one priority for the coming week.',
          'Decide on one thing you will not do next week.',
        ],
        after: 'Over a few months, these short reviews build a record of your life that memory alone cannot provide.',
      },
      {
        heading: 'Signs You Need Rest, Not More Effort',
        lead: 'Sometimes pushing harder is exactly the wrong response. Consider resting when you notice:',
        items: [
          'Small tasks feel unusually heavy.',
          'You are irritable with people you love.',
          'You read the same paragraph several times without taking it in.',
          'Things you usually enjoy feel flat.',
          'You wake up tired after a full night’s sleep.',
          'You feel guilty whenever you stop working.',
          'You cannot remember the last time you did nothing at all.',
        ],
      },
    ],
    questions: {
      heading: 'Questions for a Reflective Evening',
      lead: 'Choose one or two of these questions for a quiet evening. There is no need to answer them quickly:',
      items: [
        'What am I carrying that I could put down?',
        'What has surprised me about myself lately?',
        'Where in my life am I trying too hard?',
        'What would rest look like for me this week?',
        'What mistake am I still punishing myself for?',
        'What am I grateful for today, specifically?',
        'What do I want to stop pretending?',
        'What would make tomorrow a little kinder?',
      ],
    },
  },
};
