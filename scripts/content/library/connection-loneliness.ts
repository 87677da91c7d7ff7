import type { CategoryLibrary } from './types';
import { enx, de, es, fa } from './connection-loneliness.translations';

export const connectionLoneliness: CategoryLibrary = {
  category: 'Connection & Loneliness',
  en: {
    titles: [
      {
        title: 'The Quiet Loneliness of Being Surrounded by People',
        topic: 'the quiet loneliness of being surrounded by people',
        angle: 'You can sit at a full table, laugh at the right moments and still go home feeling unseen. That particular ache has less to do with how many people you know than with how many of them really know you.',
        copies: 3,
      },
      {
        title: 'Why Adults Find It So Hard to Make New Friends',
        topic: 'the difficulty of making new friends as an adult',
        angle: 'School handed us friendship almost for free: the same faces every day and time to spare. Adult life quietly removed both conditions, and most of us never noticed they were gone.',
        copies: 3,
      },
      {
        title: 'How to Reach Out When You Have Been Gone Too Long',
        topic: 'reaching out after a long silence',
        angle: 'The longer a silence lasts, the heavier the first message seems to become. Yet most people are far happier to hear from you than you imagine.',
        copies: 2,
      },
      {
        title: 'Loneliness Is a Signal, Not a Verdict',
        topic: 'the idea that loneliness is a signal rather than a verdict',
        angle: 'Feeling lonely does not mean something is wrong with you. Like hunger, it is a message from a part of you that needs something, and it can be answered.',
        copies: 2,
      },
      {
        title: 'The Difference Between Being Alone and Feeling Lonely',
        topic: 'the difference between being alone and feeling lonely',
        angle: 'Some of the most contented people spend long stretches by themselves, while others feel isolated in a crowded office. The difference lies in connection, not in company.',
        copies: 3,
      },
      {
        title: 'Small Rituals That Keep People Close',
        topic: 'the quiet power of small rituals between people',
        angle: 'A Sunday phone call, a shared playlist, a standing walk on the first of the month: connection often survives not on grand gestures but on small things repeated.',
        copies: 2,
      },
      {
        title: 'What to Say to a Friend Who Is Lonely',
        topic: 'knowing what to say to a friend who is lonely',
        angle: 'When someone admits they feel lonely, the instinct is to fix it fast with advice or a busy plan. What usually helps more is simpler and slower.',
        copies: 2,
      },
      {
        title: 'Building a Life in a New City',
        topic: 'building a life in a new city',
        angle: 'The first months somewhere new are full of errands and empty evenings. Belonging arrives later, and it tends to arrive through the same few places and faces, visited again and again.',
        copies: 2,
      },
      {
        title: 'Why Loneliness Is Not a Flaw',
        topic: 'the shame that so often surrounds loneliness',
        angle: 'Many people would rather admit to almost anything than to being lonely. That silence makes the feeling heavier than it needs to be.',
        copies: 1,
        original: 'de',
      },
      {
        title: 'The Art of Asking for Company',
        topic: 'the courage it takes to ask for company',
        angle: 'Saying “I would love some company tonight” feels risky, almost indecent. It is also one of the most generous invitations you can give someone.',
        copies: 1,
        original: 'de',
      },
      {
        title: 'The Loneliness of Sunday Afternoons',
        topic: 'the particular loneliness of Sunday afternoons',
        angle: 'The week has not started, the weekend is nearly over, and the flat is very quiet. Sunday afternoons have a way of showing us exactly where our connections are thin.',
        copies: 1,
        original: 'es',
      },
      {
        title: 'Homesick for a Home That No Longer Exists',
        topic: 'the homesickness of those who live far from where they grew up',
        angle: 'For people who have emigrated, home is often a place that has changed or vanished since they left. Missing it is a kind of loneliness that deserves its own words.',
        copies: 1,
        original: 'fa',
      },
    ],
    sections: [
      {
        heading: 'Why Loneliness Hides So Well',
        paragraphs: [
          'Loneliness rarely looks the way we expect. It is not always the person eating alone; often it is the one who organises every gathering, answers every message within minutes and never quite says how they are. From the outside, a full calendar looks like a full life. From the inside, it can feel like a performance with no audience that really sees you.',
          'Part of the reason loneliness hides is that we are embarrassed by it. Many of us quietly believe that being lonely means we have failed at something basic, so we cover it with busyness or jokes. The irony is that the people around us are often doing exactly the same thing, and each of us assumes we are the only one.',
          'It also hides because it builds slowly. Nobody wakes up one morning completely disconnected. A friend moves away, a job becomes all-consuming, a relationship ends, a group chat goes quiet. Each change is small enough to shrug off. Only when you add them up do you notice that there is no longer anyone you would call at two in the morning.',
        ],
      },
      {
        heading: 'What the Research Says',
        paragraphs: [
          'Loneliness has moved from a private feeling to a public health concern. Large studies following thousands of people over many years have linked persistent loneliness to poorer sleep, higher blood pressure and a greater risk of early death. The US Surgeon General devoted a whole advisory to it in 2023, calling social connection as essential to health as food and exercise.',
          'Researchers are careful to separate loneliness from isolation. Isolation is measurable: how many people you see, how often you leave the house. Loneliness is the gap between the connection you have and the connection you want. That is why a person with a busy social life can still be lonely, and why the cure is rarely just more events.',
          'One encouraging finding runs through much of this work: loneliness is not fixed. People who take small, regular steps toward others, and who learn to notice the thoughts that keep them away, tend to feel less lonely over time. The feeling is a state, not a sentence.',
        ],
      },
      {
        heading: 'Depth Matters More Than Numbers',
        paragraphs: [
          'It is tempting to measure connection by counting: friends, followers, invitations. But when people describe what eases loneliness, they almost never mention numbers. They mention one person who asked a second question, a neighbour who noticed they looked tired, a sibling who called without a reason.',
          'A handful of relationships in which you can be honest will usually do more for you than dozens in which you have to perform. If you feel stretched thin, consider spending less energy on keeping everyone vaguely happy and more on letting two or three people know you properly.',
          'Depth does not require dramatic confessions. It grows when you share something slightly more true than usual and the other person responds with care. Then they share something, and you respond in kind. Repeat that exchange over months, and you have a friendship that can carry weight.',
        ],
      },
      {
        heading: 'Making the First Move',
        paragraphs: [
          'Almost everyone is waiting for someone else to go first. Psychologists have a name for one reason why: the liking gap. After a conversation with a stranger, people consistently underestimate how much the other person enjoyed talking to them. We assume we were boring or awkward; the other person assumes the same about themselves.',
          'Knowing this can make the first move a little easier. Send the message. Suggest the coffee. Ask the colleague who always eats at their desk whether they want to come along. The worst likely outcome is a polite no, and even that usually costs far less than we fear.',
          'Keep your invitations light and specific. “We should hang out sometime” is easy to agree with and easy to forget. “I am going to the market on Saturday at ten, want to come?” gives the other person something concrete to say yes to, and it takes the pressure off both of you.',
        ],
      },
      {
        heading: 'Friendship Takes Time',
        paragraphs: [
          'One study by the communication researcher Jeffrey Hall estimated that it takes around fifty hours together to move from acquaintance to casual friend, and well over two hundred to become close friends. Those numbers are rough, but the message is clear: closeness is built from time, and there is no shortcut.',
          'This is freeing as well as sobering. If a new friendship feels thin after three coffees, nothing has gone wrong; you are simply early. Rather than judging each meeting, think of yourself as adding hours to an account that will pay out later.',
          'The easiest way to accumulate those hours is to attach them to things you already do. Walk to work with a neighbour, join the same class every week, cook with a friend instead of meeting in a restaurant. Repetition does quietly what effort alone cannot.',
        ],
      },
      {
        heading: 'Being Honest About How You Feel',
        paragraphs: [
          'Saying “I have been feeling a bit lonely lately” out loud can feel like standing in front of people without clothes on. Yet it is often the sentence that changes things. It gives the other person permission to be honest too, and it turns a vague distance into something you can talk about.',
          'You do not have to announce it to everyone. Choose one person who has been kind to you before and tell them plainly, without apologising. You might be surprised by how often the answer is: “Me too. I did not know how to say it.”',
          'Honesty also means being truthful with yourself. Notice when you decline invitations because you are tired and when you decline because you are afraid. Both are human, but only one of them is rest. The other is loneliness protecting itself.',
        ],
      },
      {
        heading: 'Places Where Connection Grows',
        paragraphs: [
          'Sociologists talk about third places: spaces that are neither home nor work, where you can show up without an invitation and see familiar faces. Cafés, libraries, choirs, climbing gyms, community gardens. They matter because they offer repeated, low-stakes contact, which is exactly what friendship needs to take root.',
          'If your life currently runs between your desk and your sofa, choose one place to become a regular. Go at the same time each week. Learn the name of one person there. It will feel slow, and it is meant to. Belonging grows from being recognised, and recognition takes repetition.',
          'Online spaces can play a similar role when they are small and consistent: a weekly video call with the same group, a forum where people remember each other’s stories. The key is continuity. Crowds come and go; circles stay.',
        ],
      },
      {
        heading: 'When Someone Else Is Lonely',
        paragraphs: [
          'If someone tells you they feel lonely, resist the urge to solve it on the spot. A list of clubs to join can sound like “please take this somewhere else.” Start instead by staying with what they said: “That sounds hard. How long has it felt like that?”',
          'Then offer something small and real that involves you. Not “you should get out more,” but “I walk by the river on Thursdays, come with me.” Loneliness is eased by presence, and presence is something only you can give, not a recommendation.',
          'Keep showing up even when the first invitation is declined. People who have been lonely for a while often expect rejection and say no before anyone can reject them. A gentle, repeated offer tells them that the door is still open, and that they are wanted, not merely tolerated.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Small Steps You Can Take This Week',
        lead: 'You do not need a new personality to feel more connected. Try one or two of these, and notice how they feel:',
        items: [
          'Send a short message to someone you have been thinking about, without waiting for a reason.',
          'Say yes to one invitation you would normally decline out of habit.',
          'Become a regular somewhere: the same café, class or walk at the same time each week.',
          'Ask one follow-up question in a conversation instead of moving on to your own story.',
          'Tell one trusted person, plainly, how you have really been.',
          'Replace one evening of scrolling with a phone call to a friend or relative.',
          'Offer practical help to a neighbour, a colleague or someone new in town.',
        ],
        after: 'Small gestures repeated over weeks tend to matter far more than one big effort that exhausts you.',
      },
      {
        heading: 'Signs You May Be Lonelier Than You Admit',
        lead: 'Loneliness does not always announce itself. Some quieter signs are worth noticing:',
        items: [
          'You feel restless or flat after social events, even ones that went well.',
          'You keep the television or a podcast on simply so the room is not silent.',
          'You rehearse conversations in your head far more often than you actually have them.',
          'You find it hard to think of someone to call with good news.',
          'You scroll through other people’s lives late at night and feel worse afterwards.',
          'You turn down invitations and then feel left out.',
          'You are often the listener and rarely the one who is asked.',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Invite Closeness',
      lead: 'A good question can turn a routine catch-up into a real exchange. Here are some that tend to open doors gently:',
      items: [
        'What has been taking up most of your thoughts lately?',
        'When did you last feel really understood by someone?',
        'What is something you miss that you rarely talk about?',
        'Who in your life do you wish you saw more often?',
        'What does a good evening look like for you these days?',
        'Is there something you have been carrying on your own that you would like to share?',
        'What made you smile this week, even briefly?',
        'What kind of support actually helps you when things are hard?',
      ],
    },
  },
  translations: { enx, de, es, fa },
};
