import type { CategoryLibrary } from './types';

export const unpredictabilityConnection: CategoryLibrary = {
  category: 'The Unpredictability of Human Connection',
  en: {
    titles: [
      {
        title: 'How a Single Conversation Can Change a Life',
        topic: 'the way a single conversation can change a life',
        angle: 'A chance remark from a teacher, a question from a stranger, a late-night talk with a friend: lives often turn on moments nobody planned and nobody would have predicted.',
        copies: 3,
      },
      {
        title: 'The Strangers Who Became Our Closest Friends',
        topic: 'the unlikely path from stranger to close friend',
        angle: 'Ask people how they met their closest friends and the answers are almost always accidental: a shared desk, a missed bus, a borrowed umbrella. Friendship has a way of arriving sideways.',
        copies: 2,
      },
      {
        title: 'Why Chemistry Cannot Be Planned',
        topic: 'the unplannable nature of chemistry between people',
        angle: 'We make lists of what we want in a partner or a friend, and then we click with someone who matches none of it. That is not a failure of planning; it is how connection tends to work.',
        copies: 3,
      },
      {
        title: 'The Friend You Did Not Expect to Keep',
        topic: 'the friendship you never expected to last',
        angle: 'Some friendships seem too unlikely to survive: different ages, different worlds, different everything. Years later, they are often the ones still standing.',
        copies: 2,
      },
      {
        title: 'Serendipity and the Art of Saying Yes',
        topic: 'the role of serendipity in human connection',
        angle: 'You cannot schedule a chance encounter, but you can make more of them possible. Serendipity tends to favour people who leave the house and say yes a little more often.',
        copies: 2,
      },
      {
        title: 'When Connection Fades Without a Reason',
        topic: 'the quiet fading of a connection without a clear reason',
        angle: 'Not every friendship ends with a fight. Many simply thin out, until one day you realise you have not spoken in a year and cannot say why.',
        copies: 2,
      },
      {
        title: 'The Magic of Weak Ties',
        topic: 'the surprising importance of weak ties',
        angle: 'The barista who knows your order, the neighbour you wave to, the colleague from another floor: these light connections matter more than we think, for our happiness and for our luck.',
        copies: 2,
      },
      {
        title: 'Meeting the Right Person at the Wrong Time',
        topic: 'the ache of meeting the right person at the wrong time',
        angle: 'Sometimes the connection is undeniable and the circumstances are impossible. Timing is one of the least romantic and most decisive forces in human relationships.',
        copies: 2,
      },
      {
        title: 'Why We Click With Some People and Not Others',
        topic: 'the mystery of why we click with some people and not others',
        angle: 'Within minutes of meeting some people, conversation flows as if you had known them for years; with others, it never does. Science can explain part of this, but not all of it.',
        copies: 2,
      },
      {
        title: 'Letting Relationships Surprise You',
        topic: 'the openness to being surprised by relationships',
        angle: 'We often decide within a few minutes who someone is and what they could mean to us. Holding that judgement more loosely leaves room for people to become more than we expected.',
        copies: 2,
      },
      {
        title: 'The Conversation on the Night Train',
        topic: 'the strange intimacy of talking with people we will never see again',
        angle: 'People sometimes tell a stranger on a train what they have never told their family. There is a particular freedom in a conversation with no past and no future.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Connection Rarely Follows a Plan',
        paragraphs: [
          'We like to think of our relationships as chosen, and in part they are. But look closely at how you met the people who matter most, and chance plays an enormous role. A different seat, a different train, a different day, and you might never have spoken.',
          'This can feel unsettling, as if the most important parts of life were left to luck. It can also be a relief. You do not have to engineer every connection. Your job is mainly to stay open, to show up, and to respond when something unexpected begins.',
          'Accepting unpredictability also makes us gentler with ourselves. If a friendship did not take root, it may not have been your fault. The conditions were not right. Another connection, just as unplanned, may be waiting around a corner you have not yet turned.',
        ],
      },
      {
        heading: 'The Strength of Weak Ties',
        paragraphs: [
          'In 1973 the sociologist Mark Granovetter published a paper with a memorable title: “The Strength of Weak Ties.” He found that people often heard about new jobs not through close friends but through acquaintances, who moved in different circles and knew different things.',
          'Later research has extended the idea to wellbeing. Studies by Gillian Sandstrom and Elizabeth Dunn found that people felt happier and more connected on days when they had more interactions with acquaintances, not only with close friends and family.',
          'Weak ties are also where many strong ties begin. Every close friend was once an acquaintance. Treating the light connections in your life with warmth keeps the door open for some of them to become something more.',
        ],
      },
      {
        heading: 'Why Some People Click',
        paragraphs: [
          'Researchers have found some patterns in who we connect with: similarity, proximity, and especially responsiveness, the sense that the other person understands and cares about what we say. But these patterns explain less than we might hope.',
          'In one study, Samantha Joel, Paul Eastwick and Eli Finkel used detailed questionnaires to try to predict which speed-dating participants would be attracted to each other. They could predict how much people liked others in general, but not which specific pairs would click. Chemistry remained stubbornly mysterious.',
          'This is a useful humility. You cannot know in advance who will matter to you. The person who seems unremarkable on paper may become a lifelong friend; the perfect match on paper may leave you cold.',
        ],
      },
      {
        heading: 'The Intimacy of Strangers',
        paragraphs: [
          'There is an old observation, sometimes called the stranger on a train phenomenon, that people will confide in someone they will never see again. Without shared history or future consequences, it can feel safe to say what we cannot say at home.',
          'These conversations can be surprisingly meaningful. They remind us that we are carrying more than we admit, and that telling it to someone, anyone, brings relief. Sometimes they also show us what we need to say to the people we will see again.',
          'You do not have to wait for a night train. Conversations with people outside your usual circles, at a workshop, a volunteer shift or a café counter, can offer a similar freshness. Strangers see us without our usual roles, and sometimes that is exactly what we need.',
        ],
      },
      {
        heading: 'When Connections Fade',
        paragraphs: [
          'Not every relationship is meant to last forever, and many that end do so without any dramatic cause. People move, change jobs, have children, discover new interests. The shared ground that held a friendship together shifts, and the friendship quietly thins.',
          'This can bring a kind of grief that is hard to name, because nothing went wrong. It may help to see some friendships as belonging to a particular chapter of life. Their ending does not erase their value.',
          'Sometimes, of course, a faded connection can be revived. A short message, without guilt or explanation, is often welcomed. And sometimes the kindest thing is to let a friendship rest, with gratitude for what it was.',
        ],
      },
      {
        heading: 'Making Room for Chance',
        paragraphs: [
          'You cannot control when meaningful connections happen, but you can increase the odds. Chance favours people who put themselves in situations where encounters are possible: classes, clubs, community events, even regular walks through the same neighbourhood.',
          'Saying yes more often helps too. The invitation you would normally decline, the conversation you would normally cut short, the detour you would normally skip. Not every yes leads somewhere, but almost every meaningful connection began with one.',
          'It also helps to notice openings when they appear. A stranger’s comment, a colleague’s shared interest, a neighbour’s greeting. These small moments are invitations. Responding to them with curiosity is how chance becomes connection.',
        ],
      },
      {
        heading: 'Holding Relationships Lightly',
        paragraphs: [
          'Because connection is unpredictable, it cannot be forced or guaranteed. Trying to control who stays in your life, and how closely, tends to push people away. Relationships breathe better when they are held with an open hand.',
          'Holding lightly does not mean caring less. It means appreciating people while they are present, without demanding that they stay exactly as they are. It means accepting that closeness ebbs and flows.',
          'This attitude can bring a surprising peace. Instead of worrying about losing people, you can focus on being present with them now. And when unexpected people arrive, you will have room to welcome them.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Ways to Invite More Serendipity Into Your Life',
        lead: 'You cannot plan a chance encounter, but you can make more of them possible:',
        items: [
          'Take a different route to work once a week.',
          'Join a group organised around an activity rather than around meeting people.',
          'Say yes to one invitation a month that you would normally decline.',
          'Chat with the people you see regularly but have never really spoken to.',
          'Sit at the shared table instead of the corner seat.',
          'Follow up with someone you met briefly and enjoyed talking to.',
          'Leave some unscheduled time in your week for whatever comes up.',
        ],
        after: 'Most of these will lead nowhere in particular. One of them might lead somewhere wonderful.',
      },
      {
        heading: 'Things to Remember When a Connection Fades',
        lead: 'When a friendship or relationship drifts, it can help to keep a few things in mind:',
        items: [
          'Fading is often about circumstances, not about your worth.',
          'A relationship can matter deeply even if it did not last.',
          'Reaching out once, without pressure, is rarely a mistake.',
          'The other person may be missing you just as quietly.',
          'Some connections return years later in a new form.',
          'Gratitude for what was is a fitting way to let something rest.',
        ],
      },
    ],
    questions: {
      heading: 'Questions for People You Have Just Met',
      lead: 'First conversations do not have to stay on the surface. These questions give a new acquaintance room to be interesting:',
      items: [
        'What has been the best part of your week so far?',
        'What are you looking forward to at the moment?',
        'How did you end up doing what you do?',
        'What is something you have learned recently that surprised you?',
        'Where did you grow up, and what was it like?',
        'What is a small thing that makes your day better?',
        'What brought you here today?',
        'What is something people are often surprised to learn about you?',
      ],
    },
  },
};
