import type { CategoryLibrary } from './types';

export const meaningfulConversations: CategoryLibrary = {
  category: 'Meaningful Conversations',
  en: {
    titles: [
      {
        title: 'How to Host a Question Night With Friends',
        topic: 'the joy of hosting a question night with friends',
        angle: 'A few friends, a simple meal and a stack of good questions: question nights are easy to organise and tend to produce the conversations people talk about for months.',
        copies: 3,
      },
      {
        title: 'The Conversations We Will Remember at Eighty',
        topic: 'the conversations that stay with us for a lifetime',
        angle: 'We forget most of what we say and hear, yet a handful of conversations stay with us for decades. They usually have more in common than we might expect.',
        copies: 2,
      },
      {
        title: 'Turning a Dinner Party Into a Real Conversation',
        topic: 'the art of turning a dinner party into a real conversation',
        angle: 'At most dinner parties, the table splits into pairs and small clusters. Occasionally, a whole table shares one conversation, and it becomes the evening everyone remembers.',
        copies: 3,
      },
      {
        title: 'What Makes a Conversation Meaningful?',
        topic: 'the question of what makes a conversation meaningful',
        angle: 'Meaningful conversations are not always long, serious or profound. They are the ones after which we feel a little more known, and know someone else a little better.',
        copies: 2,
      },
      {
        title: 'Talking About Death Without Fear',
        topic: 'the difficult gift of talking about death',
        angle: 'Death is the one experience everyone shares, and one of the few many of us never discuss. Talking about it openly can bring surprising relief and closeness.',
        copies: 2,
      },
      {
        title: 'Conversations With Grandparents Before It Is Too Late',
        topic: 'the urgency of conversations with grandparents',
        angle: 'Our grandparents carry stories, recipes, languages and memories that exist nowhere else. Many grandchildren only realise what they meant to ask once it is too late.',
        copies: 2,
      },
      {
        title: 'The Walking Conversation',
        topic: 'the walking conversation',
        angle: 'Some of the best conversations happen on foot. Walking side by side, with the landscape changing around you, seems to loosen both the legs and the tongue.',
        copies: 2,
      },
      {
        title: 'How to Talk About Meaning and Purpose',
        topic: 'the conversation about meaning and purpose',
        angle: 'Questions about what makes life worthwhile can feel too big or too earnest for ordinary conversation. Asked simply, they often turn out to be what people most want to talk about.',
        copies: 2,
      },
      {
        title: 'Starting a Conversation Circle in Your Neighbourhood',
        topic: 'the idea of a neighbourhood conversation circle',
        angle: 'A monthly gathering where neighbours discuss one question together: it sounds old-fashioned, and it might be one of the most modern remedies for isolation.',
        copies: 2,
      },
      {
        title: 'Ending Conversations Warmly',
        topic: 'the art of ending a conversation warmly',
        angle: 'We spend a lot of thought on how to start conversations and almost none on how to end them. A warm ending shapes how the whole exchange is remembered.',
        copies: 2,
      },
      {
        title: 'The Letter as a Slow Conversation',
        topic: 'the letter as a slow conversation',
        angle: 'A handwritten letter takes days to arrive and minutes to read, yet it can carry more attention than a hundred quick messages.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'What Makes a Conversation Meaningful',
        paragraphs: [
          'People describing their most meaningful conversations tend to mention similar things. They felt listened to. Someone said something honest. The conversation went somewhere neither person expected. And afterwards, they felt closer.',
          'Length and seriousness matter less than we might think. A five-minute exchange with a stranger can be meaningful if it contains a moment of real recognition. A three-hour dinner can be empty if everyone stays behind their masks.',
          'What these conversations share is mutual openness. Both people offer something of themselves and receive something in return. The meaning comes from that exchange, not from the subject matter.',
        ],
      },
      {
        heading: 'Setting the Scene',
        paragraphs: [
          'Environment shapes conversation more than we notice. Loud music, harsh lighting and constant interruptions keep talk on the surface. Quiet, soft light and unhurried time invite people to go further.',
          'Small choices help: a table where everyone can see each other, phones left in a basket by the door, a meal that does not require constant attention from the host. These signals tell guests that conversation is the point of the evening.',
          'Time matters too. Meaningful conversations rarely fit into a forty-five-minute slot between other commitments. Leave room for the evening to unfold, and for the best part to arrive late.',
        ],
      },
      {
        heading: 'One Conversation, Not Many',
        paragraphs: [
          'Some hosts experiment with a simple rule: for part of the evening, the whole table shares one conversation. This format, sometimes associated with so-called Jefferson dinners, changes the dynamic entirely.',
          'Instead of splintering into pairs, the group takes turns responding to a single question. Quieter guests get a chance to speak; louder guests get a chance to listen. Everyone hears perspectives they would otherwise have missed.',
          'It helps to choose a question that anyone can answer from their own experience, such as “What is something you have changed your mind about?” and to give a brief explanation of the format at the start so no one feels put on the spot.',
        ],
      },
      {
        heading: 'Questions as Invitations',
        paragraphs: [
          'The right question can open a door that small talk would leave closed. But the same question can feel like an intrusion if it arrives too early or too bluntly. Good questions are invitations, not demands.',
          'Start light and deepen gradually. A question about a favourite place can lead to memories of childhood, which can lead to reflections on family. Each step gives people the chance to decide how far they want to go.',
          'Always leave a way out. “You do not have to answer this” or “Pass if you like” makes it safe to say no, which paradoxically makes people more willing to say yes.',
        ],
      },
      {
        heading: 'Talking About the Big Things',
        paragraphs: [
          'Some subjects, such as death, meaning, faith and regret, are often considered too heavy for ordinary conversation. Yet many people long to discuss them and simply lack the opportunity.',
          'Death cafés, started in London in 2011 by Jon Underwood, are informal gatherings where strangers meet over tea and cake to talk about death. They have since spread to many countries. Participants often describe the conversations as lighter and more life-affirming than they expected.',
          'You do not need a formal event. A simple question such as “Have you ever thought about what you would want your last years to look like?” can open a conversation that both people have been quietly waiting for.',
        ],
      },
      {
        heading: 'Walking and Talking',
        paragraphs: [
          'Walking side by side has several advantages for conversation. There is less pressure to maintain eye contact, silences feel natural, and the changing scenery provides gentle prompts.',
          'Many people find it easier to raise difficult subjects on a walk. The rhythm of movement seems to calm nerves, and the shared direction creates a feeling of companionship even in disagreement.',
          'If you want to have an important conversation with someone, consider suggesting a walk rather than a coffee. A route with no particular destination, and time to spare, is ideal.',
        ],
      },
      {
        heading: 'Closing With Care',
        paragraphs: [
          'How a conversation ends colours how it is remembered. An abrupt ending can leave both people unsettled; a warm one can make even a difficult conversation feel complete.',
          'It helps to signal the ending before it arrives. “I need to head off in a few minutes, but I am so glad we talked about this” gives the conversation a gentle landing.',
          'Naming what you valued is a lovely habit. “Thank you for telling me about your father” or “I will be thinking about your question all week” lets the other person know that the conversation mattered to you.',
        ],
      },
    ],
    lists: [
      {
        heading: 'How to Host a Question Night',
        lead: 'A question night needs very little preparation. Here is a simple way to run one:',
        ordered: true,
        items: [
          'Invite four to eight people, ideally a mix who do not all know each other well.',
          'Prepare a simple meal or ask everyone to bring something.',
          'Write a dozen open questions on cards and place them in a bowl.',
          'Explain the format: one question at a time, everyone may answer or pass.',
          'Take turns drawing questions, starting with lighter ones.',
          'Let conversations wander when they become interesting.',
          'End by asking everyone to share one thing they will remember from the evening.',
        ],
        after: 'After the first evening, guests often offer to host the next one.',
      },
      {
        heading: 'Settings That Invite Deeper Conversation',
        lead: 'Some settings naturally encourage people to open up. Consider these:',
        items: [
          'A long walk with no fixed destination.',
          'A kitchen where people cook together.',
          'A car journey of an hour or more.',
          'A quiet table with soft lighting and no background music.',
          'A fire, indoors or out.',
          'A park bench at the end of the day.',
          'A train journey with a window seat.',
        ],
      },
    ],
    questions: {
      heading: 'Questions for a Meaningful Evening',
      lead: 'These questions work well for groups or pairs. Choose one or two, and let the conversation take its own course:',
      items: [
        'What is a conversation that changed your life?',
        'What is something you believe now that you did not believe ten years ago?',
        'Who has shaped you in ways they may not know?',
        'What does a meaningful life look like to you?',
        'What is something you are still trying to understand?',
        'What would you like to be asked more often?',
        'What is a small moment from the past year that you treasure?',
        'What do you hope people will say about you when you are not in the room?',
      ],
    },
  },
};
