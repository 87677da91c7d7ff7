import type { CategoryLibrary } from './types';

export const familyParenting: CategoryLibrary = {
  category: 'Family & Parenting',
  en: {
    titles: [
      {
        title: 'Questions to Ask Your Children at Dinner',
        topic: 'the art of asking children questions at dinner',
        angle: '“How was school?” “Fine.” Every parent knows that exchange. A few different questions can turn dinner into the part of the day everyone looks forward to.',
        copies: 3,
      },
      {
        title: 'How to Talk to Your Teenager Without a Fight',
        topic: 'the challenge of talking with a teenager without a fight',
        angle: 'Teenagers need their parents as much as ever, just not in the same way. Conversations that worked at eight fail at fifteen, and that is a sign of growth, not failure.',
        copies: 3,
      },
      {
        title: 'The Questions We Forget to Ask Our Parents',
        topic: 'the questions adult children forget to ask their parents',
        angle: 'We know our parents as parents. Many of us know surprisingly little about who they were before we arrived, and the window for asking does not stay open forever.',
        copies: 2,
      },
      {
        title: 'Siblings as Adults: Starting Over',
        topic: 'the renewal of sibling relationships in adulthood',
        angle: 'Brothers and sisters often relate to each other through roles set in childhood: the responsible one, the baby, the rebel. Adulthood is a chance to meet each other again.',
        copies: 2,
      },
      {
        title: 'Repairing After You Lose Your Temper With Your Child',
        topic: 'the repair that follows losing your temper with a child',
        angle: 'Every parent loses their temper sometimes. What children remember most is not the shouting but what happened afterwards.',
        copies: 2,
      },
      {
        title: 'Talking to Children About Hard News',
        topic: 'the task of talking to children about hard news',
        angle: 'Illness, divorce, death, frightening headlines: children sense when something is wrong. Honest, age-appropriate conversations protect them better than silence.',
        copies: 2,
      },
      {
        title: 'Family Rituals That Build Belonging',
        topic: 'the role of family rituals in building belonging',
        angle: 'Pancakes on Saturday, a bedtime question, a walk after the big holiday meal. Small repeated rituals tell children, without words, that they belong somewhere.',
        copies: 2,
      },
      {
        title: 'When Your Parents Start Needing You',
        topic: 'the shift that comes when ageing parents start needing you',
        angle: 'There comes a moment when the people who looked after you begin to need looking after. The conversations that follow are among the most delicate in family life.',
        copies: 2,
      },
      {
        title: 'Listening to Children the Way We Want to Be Heard',
        topic: 'the habit of listening to children as carefully as we want to be heard',
        angle: 'Children tell us small things to find out whether we can be trusted with big things. How we listen to stories about playground quarrels shapes what they tell us at sixteen.',
        copies: 2,
      },
      {
        title: 'The Family Stories Worth Passing On',
        topic: 'the value of passing on family stories',
        angle: 'How your grandparents met, what your parents struggled with, the time the family nearly lost everything: these stories give children roots, and research suggests they give them resilience too.',
        copies: 2,
      },
      {
        title: 'Parenting Across Two Languages',
        topic: 'the experience of parenting across two languages',
        angle: 'In many families, parents and children dream in different languages. Keeping a heritage language alive is about more than grammar; it is about being able to say the most important things in the words they were first felt in.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Side-by-Side Conversations',
        paragraphs: [
          'Many parents notice that children talk most freely in the car, while cooking or on a walk. Sitting face to face can feel like an interrogation; side by side, with something else to look at, the pressure drops.',
          'Use these moments deliberately. Turn off the radio on the drive home now and then. Ask for help chopping vegetables. Walk the dog together. You may find that the conversation you could never start at the kitchen table happens on its own.',
          'Teenagers especially value this indirectness. A question asked casually while driving is easier to answer than the same question asked across a table with full eye contact. The point is not to trick them but to make talking feel safe.',
        ],
      },
      {
        heading: 'Listening Without Lecturing',
        paragraphs: [
          'When children share a problem, parents often respond with advice or a lesson. It comes from love, but children quickly learn that telling their parents something leads to a lecture, and they stop telling.',
          'Try listening longer than feels natural. Ask “What happened next?” and “How did you feel about that?” before offering any view. Often children work out their own solutions if we give them room.',
          'When you do share your perspective, keep it short and ask what they think of it. A conversation in which the child’s view matters is far more likely to be repeated than one in which they are simply told what to do.',
        ],
      },
      {
        heading: 'Repair Matters More Than Perfection',
        paragraphs: [
          'The developmental psychologist Edward Tronick studied interactions between parents and infants and found that even in healthy relationships, moments of mismatch and misunderstanding are common. What mattered was that they were regularly repaired.',
          'The same is true as children grow. You will lose your temper, misunderstand, be distracted when they need you. Coming back afterwards and saying, “I am sorry I shouted. That was not fair to you,” teaches children that relationships can survive mistakes.',
          'A good repair names what happened, takes responsibility without excessive self-blame, and reconnects. It also models something children will need all their lives: how to apologise and how to forgive.',
        ],
      },
      {
        heading: 'Telling Children the Truth Gently',
        paragraphs: [
          'Children notice far more than adults realise. When something serious is happening and no one explains it, they often invent explanations that are worse than the truth, and sometimes they blame themselves.',
          'Honest conversations can be adapted to a child’s age. Young children need short, simple explanations and reassurance about what will stay the same. Older children can handle more detail and deserve the chance to ask questions.',
          'It is fine to say “I do not know” or “I am sad too.” Children do not need parents who have every answer. They need parents who tell them the truth and stay close while they absorb it.',
        ],
      },
      {
        heading: 'Family Stories and Belonging',
        paragraphs: [
          'Researchers Marshall Duke and Robyn Fivush found that children who knew more about their family history, such as where their grandparents grew up or how their parents met, tended to show greater resilience and a stronger sense of control over their lives.',
          'The most helpful stories, they suggested, are ones that include both struggles and recoveries: the family lost a business and rebuilt, a grandparent emigrated and started over. Such stories tell children that difficulties can be survived.',
          'Telling these stories does not require special occasions. Mention them at dinner, on birthdays, when looking at old photographs. Children absorb them gradually and carry them for life.',
        ],
      },
      {
        heading: 'Adult Children and Ageing Parents',
        paragraphs: [
          'As parents age, roles begin to shift. Conversations about health, money, where to live and what they want at the end of life become necessary, and many families avoid them until a crisis forces the issue.',
          'Starting early, while everyone is well, makes these conversations easier. Framing them with care helps: “I want to make sure we do things the way you would want. Can we talk about what matters to you?”',
          'It is also a chance to ask questions you have never asked: about their childhood, their regrets, what they are proud of. Many adult children later say these were among the most precious conversations of their lives.',
        ],
      },
      {
        heading: 'Rituals That Hold a Family Together',
        paragraphs: [
          'Family rituals do not have to be elaborate. What matters is that they are repeated and that they mean something to the people involved. A weekly pizza night can carry as much belonging as a grand holiday tradition.',
          'Rituals create predictable moments of connection in busy lives. Children know that whatever happens during the week, there will be Saturday breakfast, or the bedtime story, or the Sunday call to grandparents.',
          'Rituals can also evolve. What worked when children were small may feel childish to teenagers. Inviting them to shape new rituals, such as choosing the film or cooking the meal, keeps the tradition alive while respecting their growth.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Small Rituals for Family Connection',
        lead: 'Connection grows from repetition. Here are some simple rituals families have found meaningful:',
        items: [
          'A weekly meal where everyone shares one high and one low from their week.',
          'A bedtime question that changes each night.',
          'A monthly walk with each child alone.',
          'Looking through old photographs together on birthdays.',
          'A regular call with grandparents or relatives who live far away.',
          'Writing each other short notes on special occasions.',
          'A family song, joke or phrase that belongs only to you.',
        ],
        after: 'The specific ritual matters less than its reliability. Children remember what happened again and again.',
      },
      {
        heading: 'How to Repair After a Hard Moment With Your Child',
        lead: 'When a conflict has left you both upset, these steps can help you reconnect:',
        ordered: true,
        items: [
          'Take time to calm down before you try to talk.',
          'Come back to your child rather than waiting for them to come to you.',
          'Name what happened without excuses.',
          'Apologise for your part, clearly and briefly.',
          'Listen to how it felt for them.',
          'Agree together on what you will both try next time.',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Get Children Talking',
      lead: 'Instead of “How was your day?”, try one of these at dinner or bedtime:',
      items: [
        'What was the best part of your day, and what was the hardest?',
        'Who did you sit next to at lunch today?',
        'What made you laugh today?',
        'If you could change one thing about today, what would it be?',
        'What is something you are looking forward to?',
        'Was anyone unkind today? Was anyone especially kind?',
        'What is something you learned that surprised you?',
        'What would you like to do together this weekend?',
      ],
    },
  },
};
