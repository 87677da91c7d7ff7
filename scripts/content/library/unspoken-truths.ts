import type { CategoryLibrary } from './types';

export const unspokenTruths: CategoryLibrary = {
  category: 'Unspoken Truths',
  en: {
    titles: [
      {
        title: 'The Things We Never Say at Family Dinners',
        topic: 'the silence around what goes unsaid at family dinners',
        angle: 'Every family has subjects that hover over the table without ever landing: an old hurt, a disappointment, a question nobody dares to ask. The meal goes on, and so does the distance.',
        copies: 3,
      },
      {
        title: 'Why It Is So Hard to Say “I Was Wrong”',
        topic: 'the difficulty of admitting you were wrong',
        angle: 'Three short words, and yet they can feel like handing someone a weapon. Admitting a mistake is rarely as costly as we fear, and often it is the beginning of being trusted.',
        copies: 2,
      },
      {
        title: 'The Unspoken Rules of Every Friendship',
        topic: 'the unspoken rules that govern friendship',
        angle: 'Who calls whom, how long you can go without replying, which topics are off limits: friendships run on agreements nobody ever made out loud. Trouble starts when two people are following different rulebooks.',
        copies: 2,
      },
      {
        title: 'What People Mean When They Say “I Am Fine”',
        topic: 'the hidden meaning behind “I am fine”',
        angle: 'It is the most common answer to “How are you?”, and one of the least informative. Behind it can be contentment, exhaustion, grief or simply a wish not to be asked again.',
        copies: 3,
      },
      {
        title: 'The Truth About Being the Strong One',
        topic: 'the quiet burden of being the strong one',
        angle: 'In many families and friend groups, one person holds everything together. They are rarely asked how they are, partly because they have made it so easy not to ask.',
        copies: 2,
      },
      {
        title: 'Saying the Thing Everyone Is Thinking',
        topic: 'the courage to name what everyone is thinking',
        angle: 'In meetings, families and friendships, there is often a sentence that everyone is silently holding. The person who finally says it, kindly, can change the whole room.',
        copies: 2,
      },
      {
        title: 'The Grief Nobody Talks About',
        topic: 'the grief that goes unacknowledged',
        angle: 'Some losses come with casseroles and condolence cards. Others, such as a friendship that faded, a pregnancy that ended, a pet, a dream, arrive in silence and are expected to be carried that way.',
        copies: 2,
      },
      {
        title: 'Money, Envy and Other Uncomfortable Subjects',
        topic: 'honesty about money, envy and other uncomfortable subjects',
        angle: 'We will talk about almost anything before we talk about what we earn, what we owe or whom we secretly envy. Those silences shape friendships more than we admit.',
        copies: 2,
      },
      {
        title: 'When Kindness Becomes Avoidance',
        topic: 'the point at which kindness turns into avoidance',
        angle: 'Not saying something to spare someone’s feelings can be generous. Done for years, it can also become a way of protecting ourselves at their expense.',
        copies: 2,
      },
      {
        title: 'Why We Keep Secrets From the People We Love',
        topic: 'the habit of keeping secrets from the people we love',
        angle: 'Most secrets are not dramatic. They are small things we decided, once, not to mention, and that grew heavier each time the moment to mention them passed.',
        copies: 2,
      },
      {
        title: 'The Thank-Yous We Never Said',
        topic: 'the gratitude we never quite express',
        angle: 'Not every unspoken truth is painful. Some of the most important things we leave unsaid are simply thanks: to a teacher, a parent, a friend who stayed.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Why Some Truths Stay Unspoken',
        paragraphs: [
          'Most unspoken truths are not hidden out of malice. We stay quiet because we fear conflict, because we want to protect someone, or because we simply do not have the words. Sometimes we stay quiet because we are not sure we have the right to feel what we feel.',
          'Silence also becomes a habit. The first time you do not mention something, it is a choice. The tenth time, it has become part of the relationship’s furniture, and bringing it up feels like rearranging the whole room.',
          'Understanding why you have stayed silent is a useful first step. Is it fear of the other person’s reaction, or fear of your own? Is it protecting them, or protecting you from a conversation you dread? The honest answer often shows you where to begin.',
        ],
      },
      {
        heading: 'The Cost of Silence',
        paragraphs: [
          'Unspoken things do not disappear. Research by the psychologist Michael Slepian suggests that people spend far more time thinking about their secrets when they are alone than actively hiding them in conversation, and that this private rumination is what weighs on them most.',
          'In relationships, silence often turns into resentment. The hurt that was never mentioned colours how you interpret everything that follows. The other person, unaware, cannot understand why you seem distant, and the gap widens on both sides.',
          'There is also a quieter cost: the closeness you never get to have. When an important truth stays unsaid, the relationship can only ever be as deep as the place where that truth begins. Everything below it stays out of reach.',
        ],
      },
      {
        heading: 'Choosing the Right Moment',
        paragraphs: [
          'Timing matters more than we like to admit. A hard truth dropped into a rushed phone call or a tense holiday meal has little chance. Choose a moment when both of you have time, privacy and at least some energy left.',
          'It can help to announce the conversation before you have it: “There is something I have been wanting to talk about. Could we find an hour this week?” This gives the other person a chance to prepare, and it gives you a commitment you are less likely to back away from.',
          'There is rarely a perfect moment. If you wait for one, you may wait for years. Aim for a good enough moment, and trust that the care you bring matters more than the exact timing.',
        ],
      },
      {
        heading: 'Starting With Yourself',
        paragraphs: [
          'The easiest way into a difficult truth is through your own experience. “I have been feeling distant from you, and I do not think I have been honest about why” invites the other person in. “You have been distant” invites them to defend themselves.',
          'If you have played a part in the problem, say so early. Acknowledging your share lowers the other person’s guard and makes it clear that you are not there to assign blame. It also models the honesty you are hoping for.',
          'Speaking from yourself does not mean hiding what the other person did. It means describing its effect on you rather than passing judgement on their character. That distinction is often the difference between a conversation and a fight.',
        ],
      },
      {
        heading: 'When the Truth Will Hurt',
        paragraphs: [
          'Some truths will hurt no matter how gently you say them. That is not a reason to stay silent, but it is a reason to be careful. Ask yourself what the other person needs in order to hear it: privacy, time, reassurance that you still care.',
          'Kindness and honesty are not opposites. You can say, “This is hard for me to tell you, and I am telling you because I care about us,” before saying the difficult thing. The frame does not soften the truth, but it shows the intention behind it.',
          'Afterwards, stay. Do not deliver the truth and leave. Give the other person space to react, to be upset, even to be angry. Your willingness to remain present is what turns a painful moment into a repairable one.',
        ],
      },
      {
        heading: 'Hearing an Unspoken Truth',
        paragraphs: [
          'Sometimes we are on the receiving end. Someone tells us what they have been holding back, and our first instinct is to defend, explain or counterattack. Try to resist it, at least for the first few minutes.',
          'Start by thanking them. It took courage to say it, whatever you think of its content. Then ask questions that help you understand: “How long have you felt this way?” or “What would help now?”',
          'You do not have to agree with everything you hear. But listening fully before responding tells the other person that honesty is safe with you, which makes the next difficult conversation a little easier for both of you.',
        ],
      },
      {
        heading: 'Not Every Truth Needs Saying',
        paragraphs: [
          'There is wisdom in discretion. Not every passing irritation deserves a conversation, and not every private thought needs to be shared. The question is whether a truth affects the relationship, and whether leaving it unsaid is slowly changing how you feel about the other person.',
          'It can also help to ask whose burden the truth is. Confessing something mainly to relieve your own guilt, when it would only wound the other person and change nothing, may not be kindness. Talking it through with a friend or counsellor first can help you decide.',
          'Discernment is not the same as avoidance. Avoidance says, “I will never deal with this.” Discernment says, “I have thought about this, and I choose carefully what to say, when and why.”',
        ],
      },
    ],
    lists: [
      {
        heading: 'Gentle Ways to Open a Difficult Subject',
        lead: 'The first sentence is often the hardest. These openings can help you begin without sounding like an accusation:',
        items: [
          '“There is something I have been carrying for a while, and I would like to share it with you.”',
          '“I am not sure how to say this well, so I am going to say it imperfectly.”',
          '“I have noticed something between us, and I would like to understand it better.”',
          '“This might be uncomfortable, and I still think it is important.”',
          '“I want to tell you something because I value our relationship.”',
          '“I may have this wrong, so please tell me how it looks from your side.”',
          '“I should have said this sooner, and I am sorry I did not.”',
        ],
        after: 'Choose the words that sound like you. The aim is not a perfect script but an honest beginning.',
      },
      {
        heading: 'Questions to Ask Before You Speak',
        lead: 'Before you share something difficult, it can help to check in with yourself:',
        ordered: true,
        items: [
          'Is this true, or is it my interpretation of what happened?',
          'Is it mine to say, or does it belong to someone else?',
          'What do I hope will happen after I say it?',
          'Is this a moment when the other person can actually listen?',
          'Can I say it with care, even if it is hard to hear?',
          'Am I ready to hear their response, whatever it is?',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Make Room for Honesty',
      lead: 'Sometimes a question is the kindest way to invite an unspoken truth into the open. These can help, asked gently and without pressure:',
      items: [
        'Is there anything you have been wanting to tell me but have not found the moment?',
        'What is something you wish I understood better about you?',
        'Is there anything between us that feels unfinished?',
        'What do you find hard to say out loud, even to people you trust?',
        'How are you, really, if “fine” were not an option?',
        'Is there something I do that bothers you but you have never mentioned?',
        'What would you like more of from me?',
        'Who have you been meaning to thank?',
      ],
    },
  },
};
