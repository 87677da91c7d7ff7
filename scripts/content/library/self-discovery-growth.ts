import type { CategoryLibrary } from './types';

export const selfDiscoveryGrowth: CategoryLibrary = {
  category: 'Self-Discovery & Growth',
  en: {
    titles: [
      {
        title: 'Who Are You When Nobody Is Watching?',
        topic: 'the question of who you are when nobody is watching',
        angle: 'Much of who we are is shaped by an audience, real or imagined. The self that remains when the audience goes home is worth getting to know.',
        copies: 3,
      },
      {
        title: 'Questions That Help You Find Your Direction',
        topic: 'the search for a sense of direction',
        angle: 'Direction rarely arrives as a sudden revelation. More often it emerges slowly, from paying attention to what keeps pulling at you.',
        copies: 3,
      },
      {
        title: 'Why Knowing Your Values Makes Decisions Easier',
        topic: 'the practice of knowing your own values',
        angle: 'Hard decisions often feel hard because we are weighing options without knowing what we are weighing them against. Values are the scale.',
        copies: 2,
      },
      {
        title: 'Outgrowing an Old Version of Yourself',
        topic: 'the experience of outgrowing an old version of yourself',
        angle: 'Sometimes the clothes still fit but the life does not. Outgrowing who you used to be can feel like loss even when it is exactly what you wanted.',
        copies: 2,
      },
      {
        title: 'How to Be Curious About Your Own Reactions',
        topic: 'curiosity about your own reactions',
        angle: 'The flash of irritation, the sudden tightness in your chest, the urge to leave the room: each reaction carries information, if you are willing to look at it instead of through it.',
        copies: 2,
      },
      {
        title: 'The Stories We Tell About Ourselves',
        topic: 'the power of the stories we tell about ourselves',
        angle: 'Everyone carries a private autobiography, repeated so often it feels like fact. Some chapters are worth rereading with fresh eyes.',
        copies: 2,
      },
      {
        title: 'Journaling for People Who Hate Journaling',
        topic: 'journaling for people who dislike journaling',
        angle: 'You do not need a leather notebook, a morning routine or beautiful sentences. Ten honest minutes with a pen can do more than you expect.',
        copies: 2,
      },
      {
        title: 'Growth Is Not a Straight Line',
        topic: 'the uneven, looping path of personal growth',
        angle: 'We expect progress to look like a staircase. In practice it looks more like a spiral: the same lessons return, each time at a slightly different height.',
        copies: 2,
      },
      {
        title: 'What Your Envy Is Trying to Tell You',
        topic: 'the hidden message inside envy',
        angle: 'Envy is an uncomfortable feeling, and most of us hurry past it. Yet it often points quite precisely at something we want and have not admitted to wanting.',
        copies: 2,
      },
      {
        title: 'Learning to Trust Yourself Again',
        topic: 'the slow work of learning to trust yourself again',
        angle: 'After a bad decision, a broken relationship or years of deferring to others, your own judgement can feel unreliable. Trust in yourself is rebuilt the way any trust is: in small, kept promises.',
        copies: 2,
      },
      {
        title: 'Small Experiments for a More Honest Life',
        topic: 'small experiments toward a more honest life',
        angle: 'You do not have to overhaul your life to live more truthfully. A few small experiments can show you where the gaps between what you say and what you feel are widest.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Start With Noticing',
        paragraphs: [
          'Self-discovery sounds grand, but it begins with something modest: noticing. What drains you, what energises you, which conversations you replay at night. Most of us move too quickly to see these patterns, so they stay invisible even though they shape our days.',
          'Try observing yourself for a week as if you were a friendly researcher. No judgement, no fixing, just notes. “Felt flat after the team meeting.” “Lost track of time while cooking.” At the end of the week, read them back. The patterns are often surprisingly clear.',
          'Noticing is harder than it sounds because we tend to explain our reactions before we have finished feeling them. Give yourself permission to stay with the raw observation a little longer. The explanation can come later, and it is usually better for the wait.',
        ],
      },
      {
        heading: 'Your Values Are Already Visible',
        paragraphs: [
          'If you want to know what you value, look at what you already do. Where does your spare time go? What do you spend money on without guilt? What makes you angry on someone else’s behalf? These are clues to the values you actually hold, as opposed to the ones you think you should.',
          'Sometimes the clues are uncomfortable. You may discover that you value approval more than you would like, or comfort more than adventure. That is not a verdict on your character. It is information, and you cannot change what you have not first admitted.',
          'Once you can name three or four values, decisions become clearer. A job offer, an invitation, a move: each can be held up against the question, “Does this bring me closer to what I care about, or further away?” The answer is not always easy, but the question is always useful.',
        ],
      },
      {
        heading: 'The Stories You Repeat',
        paragraphs: [
          'Psychologists who study narrative identity, such as Dan McAdams, suggest that we make sense of our lives by turning them into stories. Those stories are not neutral records. They emphasise some events, leave out others, and cast us in a particular role: the survivor, the one who always gets left, the lucky one.',
          'It can be illuminating to write down the story you tell most often about yourself, then ask which facts it leaves out. The person who believes they always fail may have forgotten three quiet successes. The person who believes they are unlovable may have skipped over the friends who stayed.',
          'You cannot rewrite the past, but you can revise the story. Research on life stories suggests that people who can find some meaning or growth in difficult chapters tend to fare better over time. That does not mean pretending pain was good; it means letting it be part of a larger arc.',
        ],
      },
      {
        heading: 'Learning From Discomfort',
        paragraphs: [
          'Uncomfortable feelings are often the most informative ones. Envy points at desire. Irritation often points at a boundary that is being crossed. Boredom can point at a value that is not being lived. The feelings themselves are not problems to eliminate; they are messages to decode.',
          'The next time a strong reaction catches you off guard, pause and ask: “What is this about, really?” Not what it is about on the surface, but underneath. The friend’s promotion may not be about the job at all; it may be about wanting to feel recognised.',
          'This kind of curiosity takes practice, because our first instinct is to defend or distract. Be patient. Even asking the question, and leaving it open for a day, tends to loosen a reaction’s grip.',
        ],
      },
      {
        heading: 'Writing Things Down',
        paragraphs: [
          'The psychologist James Pennebaker found in a series of studies that people who wrote about difficult experiences for fifteen to twenty minutes on a few consecutive days often reported feeling better weeks later. The writing did not need to be polished. It needed to be honest.',
          'If you dislike journaling, forget the idea of a diary. Try a single question on a scrap of paper: “What is bothering me that I have not said out loud?” Write for ten minutes without stopping, then throw the paper away if you like. The value is in the writing, not the keeping.',
          'Some people prefer lists to prose, or voice memos to paper. The format matters less than the habit of putting thoughts outside your head, where you can look at them. Thoughts that circle endlessly inside us often become smaller, and clearer, once they are written down.',
        ],
      },
      {
        heading: 'Change Happens in Loops',
        paragraphs: [
          'Most of us expect growth to be a straight line: learn the lesson, move on. Then the same old pattern shows up in a new relationship or a new job, and we conclude that nothing has changed. Usually that is not true. The pattern returns, but we meet it differently.',
          'Look for the small differences. Perhaps you still get defensive, but now you notice it within minutes instead of days. Perhaps you still overcommit, but you apologise and renegotiate sooner. These are real changes, even if they do not feel dramatic.',
          'Setbacks are part of the loop, not evidence against it. The question is not “Have I stopped doing this?” but “Am I recovering faster, and with more kindness toward myself?” That is what growth usually looks like up close.',
        ],
      },
      {
        heading: 'Other People as Mirrors',
        paragraphs: [
          'We cannot see ourselves fully from the inside. Friends, partners and colleagues notice things we miss: the way we light up talking about a subject, the habit we have of changing the topic when we are uncomfortable.',
          'Asking for this kind of reflection takes courage. Choose someone you trust and ask a specific question: “When do you think I seem most like myself?” or “What do you think I underestimate about myself?” Then listen without arguing.',
          'Not every reflection will be accurate, and you are allowed to weigh what you hear. But over time, when several people tell you similar things, it is worth taking seriously. Other people’s eyes can show us both our blind spots and our unclaimed strengths.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Prompts for a Quiet Half Hour',
        lead: 'If you have thirty minutes and a pen, try one or two of these prompts. Write without editing:',
        items: [
          'What did I enjoy doing as a child before anyone told me what I was good at?',
          'Which recent moment made me feel most like myself?',
          'What am I pretending not to know?',
          'Whose approval am I still working for, and do I still need it?',
          'What would I do this year if I were a little braver?',
          'What am I tolerating that I no longer have to?',
          'What would I like to be remembered for by the people closest to me?',
        ],
        after: 'There are no right answers. The point is to hear yourself think without interruption.',
      },
      {
        heading: 'Signs You Are Growing, Even If It Does Not Feel Like It',
        lead: 'Growth is often quiet. Here are some signs that it is happening anyway:',
        items: [
          'You notice your patterns sooner than you used to.',
          'You can disagree with someone without feeling that the relationship is in danger.',
          'You apologise more easily, and with less self-punishment.',
          'You say no without a long explanation.',
          'You feel less need to prove yourself in conversations.',
          'You can sit with uncertainty a little longer before rushing to decide.',
          'You are kinder to yourself after a mistake.',
        ],
      },
    ],
    questions: {
      heading: 'Questions to Ask Yourself',
      lead: 'These questions work best when you take your time with them. Pick one, carry it around for a day, and see what surfaces:',
      items: [
        'What do I want more of in my life, and what do I want less of?',
        'When did I last change my mind about something important?',
        'What am I avoiding, and what is it costing me?',
        'Which of my beliefs did I choose, and which did I inherit?',
        'What kind of person do I become around the people I spend the most time with?',
        'What would I do differently if I were not afraid of being judged?',
        'What have I learned about myself in the last year?',
        'What does a good life look like to me, in my own words?',
      ],
    },
  },
};
