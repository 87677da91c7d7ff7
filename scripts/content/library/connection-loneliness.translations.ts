// Hand translations of the "Connection & Loneliness" library, item for item in the order of the English library.
import type { CategoryText } from './types';

export const enx: CategoryText = {
  titles: [
    {
      title: 'Lonely in a Crowded Room: The Quiet Ache of Being Surrounded by People',
      topic: 'the quiet ache of feeling lonely in a crowded room',
      angle: 'You can sit at a packed table, laugh in all the right places and still walk home feeling invisible. That ache has little to do with how many people you know, and everything to do with how many of them truly know you.',
    },
    {
      title: 'Why Making New Friends Feels So Hard as an Adult',
      topic: 'the surprising difficulty of making friends as an adult',
      angle: 'School gave us friendship almost for free: the same faces every day and hours to spare. Adult life quietly took both away, and most of us never noticed they had gone.',
    },
    {
      title: 'How to Reach Out After Too Long a Silence',
      topic: 'breaking a long silence with someone you miss',
      angle: 'The longer a silence stretches, the heavier that first message seems to grow. And yet most people are far happier to hear from you than you dare to imagine.',
    },
    {
      title: 'Loneliness Is a Signal, Not a Sentence',
      topic: 'the idea that loneliness is a signal rather than a sentence',
      angle: 'Feeling lonely does not mean something is wrong with you. Like hunger, it is a message from a part of you that needs something — and it is a message that can be answered.',
    },
    {
      title: 'Alone Versus Lonely: Understanding the Difference',
      topic: 'the difference between solitude and loneliness',
      angle: 'Some of the most contented people spend long stretches entirely on their own, while others feel stranded in a bustling office. What separates them is connection, not company.',
    },
    {
      title: 'The Small Rituals That Keep Us Close',
      topic: 'the quiet power of small, shared rituals',
      angle: 'A Sunday phone call, a shared playlist, a standing walk on the first of every month: connection rarely lives on grand gestures. It lives on small things, faithfully repeated.',
    },
    {
      title: 'What to Say When a Friend Tells You They Are Lonely',
      topic: 'finding the right words for a friend who feels lonely',
      angle: 'When someone confides that they feel lonely, our instinct is to fix it at once with advice or a packed schedule. What helps more is usually simpler, and slower.',
    },
    {
      title: 'Making a Home in a New City',
      topic: 'the slow work of making a home in a new city',
      angle: 'Your first months somewhere new are crowded with errands and hollow evenings. Belonging comes later, and it tends to arrive through the same few places and faces, visited again and again.',
    },
    {
      title: 'Loneliness Is Not a Character Flaw',
      topic: 'the shame that so often clings to loneliness',
      angle: 'Many people would sooner confess to almost anything than admit they are lonely. That silence makes the feeling far heavier than it needs to be.',
    },
    {
      title: 'The Gentle Art of Asking for Company',
      topic: 'the courage it takes to ask for company',
      angle: 'Saying “I would love some company tonight” can feel risky, almost indecent. It is also one of the most generous invitations you can offer another person.',
    },
    {
      title: 'Sunday Afternoons and the Loneliness They Reveal',
      topic: 'the peculiar loneliness of a Sunday afternoon',
      angle: 'The week has not begun, the weekend is almost spent, and the flat has gone very quiet. Sunday afternoons have a way of showing us exactly where our connections have worn thin.',
    },
    {
      title: 'Homesick for a Place That Is No Longer There',
      topic: 'the homesickness of living far from where you grew up',
      angle: 'For those who have emigrated, home is often a place that has changed beyond recognition or vanished altogether. Missing it is a loneliness of its own, and it deserves its own words.',
    },
  ],
  sections: [
    {
      heading: 'Why Loneliness Hides So Well',
      paragraphs: [
        'Loneliness seldom looks the way we picture it. It is not always the person eating alone; often it is the one who organises every gathering, replies to every message within minutes and never quite says how they are. From the outside, a full calendar looks like a full life. From the inside, it can feel like a performance for an audience that never really sees you.',
        'Loneliness hides partly because we are ashamed of it. Many of us secretly believe that being lonely means we have failed at something basic, so we paper over it with busyness or jokes. The irony is that the people around us are often doing precisely the same thing — and each of us assumes we are the only one.',
        'It also hides because it creeps in slowly. Nobody wakes up one morning entirely cut off. A friend moves away, a job swallows your evenings, a relationship ends, a group chat falls silent. Each change is small enough to shrug off. Only when you add them together do you realise there is no longer anyone you would call at two in the morning.',
      ],
    },
    {
      heading: 'What the Research Tells Us',
      paragraphs: [
        'Loneliness has travelled from private feeling to public health concern. Large studies that followed thousands of people for years have linked lasting loneliness to poorer sleep, higher blood pressure and a greater risk of dying early. In 2023 the US Surgeon General devoted an entire advisory to it, calling social connection as vital to health as food and exercise.',
        'Researchers take care to distinguish loneliness from isolation. Isolation can be counted: how many people you see, how often you leave the house. Loneliness is the gap between the connection you have and the connection you long for. That is why someone with a packed social life can still be lonely — and why the remedy is rarely just more events.',
        'One hopeful thread runs through much of this research: loneliness is not permanent. People who take small, regular steps toward others, and who learn to catch the thoughts that keep them away, tend to feel less lonely over time. It is a state you are in, not a sentence you are serving.',
      ],
    },
    {
      heading: 'Depth Matters More Than Numbers',
      paragraphs: [
        'It is tempting to measure connection by counting — friends, followers, invitations. Yet when people describe what actually eased their loneliness, they almost never mention numbers. They mention the one person who asked a second question, the neighbour who noticed they looked tired, the sibling who called for no particular reason.',
        'A handful of relationships in which you can be honest will usually sustain you better than dozens in which you must perform. If you feel stretched thin, try spending a little less energy keeping everyone vaguely pleased, and a little more on letting two or three people know you properly.',
        'Depth does not demand dramatic confessions. It grows when you share something slightly truer than usual and the other person answers with care. Then they share something, and you answer in kind. Repeat that exchange over months, and you will have a friendship strong enough to bear real weight.',
      ],
    },
    {
      heading: 'Making the First Move',
      paragraphs: [
        'Nearly everyone is waiting for someone else to go first. Psychologists have named one reason: the liking gap. After talking with a stranger, people consistently underestimate how much the other person enjoyed the conversation. We assume we came across as dull or awkward — and the other person assumes exactly the same about themselves.',
        'Knowing this can make the first move a little lighter. Send the message. Suggest the coffee. Ask the colleague who always eats at their desk whether they would like to join you. The worst likely outcome is a polite no, and even that tends to cost far less than we fear.',
        'Keep your invitations light and specific. “We should get together sometime” is easy to agree with and just as easy to forget. “I am heading to the market on Saturday at ten — want to come?” gives the other person something concrete to say yes to, and eases the pressure on you both.',
      ],
    },
    {
      heading: 'Friendship Takes Time',
      paragraphs: [
        'The communication researcher Jeffrey Hall once estimated that it takes roughly fifty hours together to move from acquaintance to casual friend, and well over two hundred to become close friends. The figures are approximate, but the lesson is unmistakable: closeness is made of time, and there is no shortcut.',
        'That is as liberating as it is sobering. If a new friendship still feels thin after three coffees, nothing has gone wrong; you are simply early. Instead of grading every meeting, think of yourself as adding hours to an account that will pay out later.',
        'The easiest way to gather those hours is to tie them to things you already do. Walk to work with a neighbour, join the same class every week, cook with a friend rather than meeting at a restaurant. Repetition quietly achieves what effort alone never can.',
      ],
    },
    {
      heading: 'Being Honest About How You Feel',
      paragraphs: [
        'Saying “I have been feeling rather lonely lately” out loud can feel like standing before people with nothing to hide behind. Yet it is often the very sentence that changes everything. It gives the other person permission to be honest in return, and it turns a vague distance into something you can finally talk about.',
        'You need not announce it to the world. Choose one person who has been kind to you before and tell them plainly, without apology. You may be surprised how often the reply is: “Me too. I just did not know how to say it.”',
        'Honesty also means being truthful with yourself. Notice when you turn down invitations because you are tired, and when you turn them down because you are afraid. Both are human, but only one of them is rest. The other is loneliness guarding its own walls.',
      ],
    },
    {
      heading: 'Places Where Connection Grows',
      paragraphs: [
        'Sociologists speak of third places: spaces that are neither home nor work, where you can turn up uninvited and find familiar faces. Cafés, libraries, choirs, climbing gyms, community gardens. They matter because they offer repeated, low-stakes contact — precisely the soil in which friendship takes root.',
        'If your life currently runs between desk and sofa, pick one place in which to become a regular. Go at the same time each week. Learn the name of one person there. It will feel slow, and it is supposed to. Belonging grows out of being recognised, and recognition needs repetition.',
        'Online spaces can play a similar part when they are small and steady: a weekly video call with the same group, a forum where people remember one another’s stories. The secret is continuity. Crowds come and go; circles stay.',
      ],
    },
    {
      heading: 'When Someone Else Is Lonely',
      paragraphs: [
        'When someone tells you they feel lonely, resist the urge to solve it on the spot. A list of clubs to join can sound like “please take this elsewhere.” Begin instead by staying with what they have said: “That sounds hard. How long has it felt this way?”',
        'Then offer something small and real that includes you. Not “you should get out more,” but “I walk by the river on Thursdays — come with me.” Loneliness is eased by presence, and presence is something only you can give; it cannot be handed over as advice.',
        'Keep showing up, even if your first invitation is turned down. People who have been lonely for a while often expect rejection and say no before anyone can refuse them. A gentle, repeated offer tells them the door is still open — and that they are wanted, not merely tolerated.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Small Steps to Take This Week',
      lead: 'You do not need a new personality to feel more connected. Try one or two of these and notice how they feel:',
      items: [
        'Send a short note to someone who has been on your mind, without waiting for an excuse.',
        'Say yes to one invitation you would normally decline out of habit.',
        'Become a regular somewhere: the same café, class or walk at the same hour each week.',
        'Ask one follow-up question in a conversation before turning to your own story.',
        'Tell one trusted person, plainly, how you have truly been.',
        'Trade one evening of scrolling for a phone call with a friend or relative.',
        'Offer practical help to a neighbour, a colleague or someone new in town.',
      ],
      after: 'Small gestures repeated over weeks will almost always do more than one grand effort that leaves you exhausted.',
    },
    {
      heading: 'Signs You May Be Lonelier Than You Admit',
      lead: 'Loneliness does not always announce itself. A few quieter signs are worth noticing:',
      items: [
        'You feel restless or flat after social events, even the ones that went well.',
        'You leave the television or a podcast running just so the room is not silent.',
        'You rehearse conversations in your head far more often than you actually have them.',
        'You struggle to think of someone to call with good news.',
        'You scroll through other people’s lives late at night and feel worse for it.',
        'You turn down invitations and then feel left out.',
        'You are usually the listener, and rarely the one who is asked.',
      ],
    },
  ],
  questions: {
    heading: 'Questions That Invite Closeness',
    lead: 'The right question can turn a routine catch-up into a genuine exchange. Here are a few that tend to open doors gently:',
    items: [
      'What has been occupying most of your thoughts lately?',
      'When did you last feel truly understood by someone?',
      'What is something you miss but seldom talk about?',
      'Who in your life do you wish you saw more often?',
      'What does a good evening look like for you these days?',
      'Is there something you have been carrying alone that you would like to share?',
      'What made you smile this week, even for a moment?',
      'What kind of support actually helps you when things are hard?',
    ],
  },
};

export const de: CategoryText = {
  titles: [
    {
      title: 'Die leise Einsamkeit inmitten vieler Menschen',
      topic: 'die leise Einsamkeit inmitten vieler Menschen',
      angle: 'Man kann an einem vollen Tisch sitzen, an den richtigen Stellen lachen und trotzdem mit dem Gefühl nach Hause gehen, nicht gesehen worden zu sein. Dieser Schmerz hat wenig damit zu tun, wie viele Menschen du kennst – und viel damit, wie viele von ihnen dich wirklich kennen.',
    },
    {
      title: 'Warum es Erwachsenen so schwerfällt, neue Freunde zu finden',
      topic: 'die Schwierigkeit, als Erwachsener neue Freunde zu finden',
      angle: 'Die Schule hat uns Freundschaft fast geschenkt: jeden Tag dieselben Gesichter und Zeit im Überfluss. Das Erwachsenenleben hat beides still und leise abgeschafft, und die meisten von uns haben es nicht einmal bemerkt.',
    },
    {
      title: 'Wie du dich meldest, wenn du zu lange weg warst',
      topic: 'die erste Nachricht nach langer Funkstille',
      angle: 'Je länger eine Funkstille dauert, desto schwerer scheint die erste Nachricht zu werden. Dabei freuen sich die meisten Menschen viel mehr über ein Lebenszeichen, als du dir vorstellst.',
    },
    {
      title: 'Einsamkeit ist ein Signal, kein Urteil',
      topic: 'die Idee, dass Einsamkeit ein Signal ist und kein Urteil',
      angle: 'Sich einsam zu fühlen heißt nicht, dass mit dir etwas nicht stimmt. Wie Hunger ist es eine Botschaft von einem Teil in dir, der etwas braucht – und diese Botschaft lässt sich beantworten.',
    },
    {
      title: 'Der Unterschied zwischen Alleinsein und Einsamkeit',
      topic: 'die Unterscheidung zwischen Alleinsein und Einsamkeit',
      angle: 'Manche der zufriedensten Menschen verbringen lange Zeit für sich, während andere sich in einem vollen Großraumbüro verloren fühlen. Der Unterschied liegt in der Verbindung, nicht in der Gesellschaft.',
    },
    {
      title: 'Kleine Rituale, die Menschen nah halten',
      topic: 'die stille Kraft kleiner gemeinsamer Rituale',
      angle: 'Ein Anruf am Sonntag, eine geteilte Playlist, ein fester Spaziergang am Ersten jedes Monats: Verbindung lebt selten von großen Gesten, sondern von kleinen Dingen, die sich wiederholen.',
    },
    {
      title: 'Was du einem einsamen Freund sagen kannst',
      topic: 'die Frage, was man einem einsamen Menschen sagen kann',
      angle: 'Wenn jemand zugibt, sich einsam zu fühlen, wollen wir es sofort reparieren – mit Ratschlägen oder einem vollen Terminplan. Was meistens mehr hilft, ist einfacher und langsamer.',
    },
    {
      title: 'Ein neues Leben in einer neuen Stadt',
      topic: 'das Ankommen in einer neuen Stadt',
      angle: 'Die ersten Monate an einem neuen Ort sind voller Erledigungen und leerer Abende. Zugehörigkeit kommt später, und sie kommt meist über dieselben wenigen Orte und Gesichter, die man immer wieder aufsucht.',
    },
    {
      title: 'Warum Einsamkeit kein Makel ist',
      topic: 'die Scham, die Einsamkeit so oft umgibt',
      angle: 'Viele Menschen würden eher fast alles zugeben als ihre Einsamkeit. Genau dieses Schweigen macht das Gefühl schwerer, als es sein müsste.',
    },
    {
      title: 'Die Kunst, um Gesellschaft zu bitten',
      topic: 'die Kunst, um Gesellschaft zu bitten',
      angle: 'Den Satz „Ich hätte heute Abend gern ein bisschen Gesellschaft“ auszusprechen, fühlt sich riskant an, fast unanständig. Dabei ist er eine der großzügigsten Einladungen, die man einem Menschen machen kann.',
    },
    {
      title: 'Die Einsamkeit der Sonntagnachmittage',
      topic: 'die besondere Einsamkeit der Sonntagnachmittage',
      angle: 'Die Woche hat noch nicht begonnen, das Wochenende ist fast vorbei, und in der Wohnung ist es sehr still. Sonntagnachmittage zeigen uns genau, wo unsere Verbindungen dünn geworden sind.',
    },
    {
      title: 'Heimweh nach einem Zuhause, das es nicht mehr gibt',
      topic: 'das Heimweh derer, die fern ihrer Herkunft leben',
      angle: 'Für Menschen, die ausgewandert sind, ist Heimat oft ein Ort, der sich verändert hat oder verschwunden ist, seit sie gegangen sind. Ihn zu vermissen ist eine eigene Form von Einsamkeit, die eigene Worte verdient.',
    },
  ],
  sections: [
    {
      heading: 'Warum sich Einsamkeit so gut versteckt',
      paragraphs: [
        'Einsamkeit sieht selten so aus, wie wir sie uns vorstellen. Es ist nicht immer die Person, die allein isst; oft ist es die, die jedes Treffen organisiert, jede Nachricht innerhalb von Minuten beantwortet und nie so recht sagt, wie es ihr geht. Von außen wirkt ein voller Kalender wie ein erfülltes Leben. Von innen kann er sich anfühlen wie eine Vorstellung vor einem Publikum, das einen nie wirklich sieht.',
        'Einsamkeit versteckt sich auch deshalb, weil wir uns für sie schämen. Viele von uns glauben insgeheim, einsam zu sein bedeute, an etwas ganz Grundlegendem gescheitert zu sein – also überdecken wir es mit Beschäftigung oder Witzen. Das Paradoxe daran: Die Menschen um uns herum tun oft genau dasselbe, und jeder hält sich für den Einzigen.',
        'Außerdem schleicht sie sich langsam an. Niemand wacht eines Morgens auf und ist plötzlich völlig abgeschnitten. Eine Freundin zieht weg, ein Job frisst die Abende, eine Beziehung endet, ein Gruppenchat verstummt. Jede Veränderung ist klein genug, um sie abzutun. Erst wenn man alles zusammenzählt, merkt man, dass es niemanden mehr gibt, den man um zwei Uhr nachts anrufen würde.',
      ],
    },
    {
      heading: 'Was die Forschung sagt',
      paragraphs: [
        'Einsamkeit ist vom privaten Gefühl zu einem Thema der öffentlichen Gesundheit geworden. Große Studien, die Tausende Menschen über viele Jahre begleitet haben, bringen anhaltende Einsamkeit mit schlechterem Schlaf, höherem Blutdruck und einem größeren Risiko eines frühen Todes in Verbindung. Der oberste Gesundheitsbeamte der USA widmete ihr 2023 einen eigenen Bericht und nannte soziale Verbundenheit so wichtig für die Gesundheit wie Ernährung und Bewegung.',
        'Forschende unterscheiden dabei sorgfältig zwischen Einsamkeit und Isolation. Isolation lässt sich messen: wie viele Menschen du siehst, wie oft du das Haus verlässt. Einsamkeit ist die Lücke zwischen der Verbindung, die du hast, und der, die du dir wünschst. Deshalb kann auch jemand mit einem vollen Sozialleben einsam sein – und deshalb heißt die Lösung selten einfach: mehr Termine.',
        'Ein ermutigender Befund zieht sich durch viele dieser Arbeiten: Einsamkeit ist nicht festgeschrieben. Wer kleine, regelmäßige Schritte auf andere zugeht und lernt, die Gedanken zu bemerken, die einen fernhalten, fühlt sich mit der Zeit meist weniger einsam. Es ist ein Zustand, kein Urteil.',
      ],
    },
    {
      heading: 'Tiefe zählt mehr als Zahlen',
      paragraphs: [
        'Es ist verlockend, Verbundenheit in Zahlen zu messen: Freunde, Follower, Einladungen. Doch wenn Menschen beschreiben, was ihre Einsamkeit gelindert hat, erwähnen sie fast nie Zahlen. Sie erzählen von dem einen Menschen, der eine zweite Frage gestellt hat, von der Nachbarin, der aufgefallen ist, dass sie müde aussahen, vom Bruder, der einfach so angerufen hat.',
        'Eine Handvoll Beziehungen, in denen du ehrlich sein kannst, tut dir meist mehr gut als Dutzende, in denen du eine Rolle spielen musst. Wenn du dich ausgelaugt fühlst, steck vielleicht etwas weniger Energie hinein, alle halbwegs zufriedenzustellen, und etwas mehr darein, dass zwei oder drei Menschen dich wirklich kennenlernen.',
        'Tiefe braucht keine dramatischen Geständnisse. Sie wächst, wenn du etwas ein wenig Wahreres als sonst teilst und dein Gegenüber mit Sorgfalt reagiert. Dann teilt es selbst etwas, und du antwortest ebenso. Wiederhole diesen Austausch über Monate, und es entsteht eine Freundschaft, die etwas tragen kann.',
      ],
    },
    {
      heading: 'Den ersten Schritt machen',
      paragraphs: [
        'Fast alle warten darauf, dass jemand anderes anfängt. Die Psychologie kennt einen Grund dafür: die sogenannte Sympathielücke. Nach einem Gespräch mit einer fremden Person unterschätzen Menschen regelmäßig, wie sehr der andere das Gespräch genossen hat. Wir halten uns für langweilig oder unbeholfen – und unser Gegenüber denkt genau dasselbe über sich.',
        'Wer das weiß, dem fällt der erste Schritt etwas leichter. Schick die Nachricht. Schlag den Kaffee vor. Frag die Kollegin, die immer am Schreibtisch isst, ob sie mitkommen möchte. Das wahrscheinlich schlimmste Ergebnis ist ein höfliches Nein, und selbst das kostet meist viel weniger, als wir befürchten.',
        'Halte deine Einladungen leicht und konkret. „Wir sollten uns mal treffen“ ist leicht zuzusagen und genauso leicht zu vergessen. „Ich gehe Samstag um zehn auf den Markt, kommst du mit?“ gibt dem anderen etwas Greifbares, zu dem er Ja sagen kann, und nimmt euch beiden den Druck.',
      ],
    },
    {
      heading: 'Freundschaft braucht Zeit',
      paragraphs: [
        'Der Kommunikationsforscher Jeffrey Hall hat in einer Studie geschätzt, dass es etwa fünfzig gemeinsame Stunden braucht, um von einer Bekanntschaft zu einer lockeren Freundschaft zu kommen, und deutlich über zweihundert für eine enge Freundschaft. Die Zahlen sind grob, aber die Botschaft ist klar: Nähe besteht aus Zeit, und eine Abkürzung gibt es nicht.',
        'Das ist ernüchternd, aber auch befreiend. Wenn sich eine neue Freundschaft nach drei Kaffees noch dünn anfühlt, ist nichts schiefgelaufen – ihr seid einfach noch am Anfang. Statt jedes Treffen zu bewerten, stell dir vor, du zahlst Stunden auf ein Konto ein, das sich später auszahlt.',
        'Am einfachsten sammelst du diese Stunden, indem du sie an Dinge knüpfst, die du ohnehin tust. Geh mit einem Nachbarn zusammen zur Arbeit, besuche jede Woche denselben Kurs, koch mit einer Freundin, statt euch im Restaurant zu treffen. Wiederholung schafft leise, was Anstrengung allein nicht schafft.',
      ],
    },
    {
      heading: 'Ehrlich sagen, wie es dir geht',
      paragraphs: [
        'Den Satz „Ich fühle mich in letzter Zeit ziemlich einsam“ laut auszusprechen, kann sich anfühlen, als stünde man ungeschützt vor anderen. Und doch ist es oft genau der Satz, der etwas verändert. Er erlaubt dem anderen, ebenfalls ehrlich zu sein, und verwandelt eine vage Distanz in etwas, worüber man sprechen kann.',
        'Du musst es nicht allen erzählen. Such dir einen Menschen aus, der schon einmal freundlich zu dir war, und sag es ihm schlicht, ohne dich zu entschuldigen. Vielleicht überrascht dich, wie oft die Antwort lautet: „Mir geht es genauso. Ich wusste nur nicht, wie ich es sagen soll.“',
        'Ehrlichkeit heißt auch, ehrlich zu dir selbst zu sein. Achte darauf, wann du Einladungen absagst, weil du müde bist, und wann, weil du Angst hast. Beides ist menschlich, aber nur eines davon ist Erholung. Das andere ist Einsamkeit, die sich selbst schützt.',
      ],
    },
    {
      heading: 'Orte, an denen Verbindung wächst',
      paragraphs: [
        'In der Soziologie spricht man von dritten Orten: Räumen, die weder Zuhause noch Arbeit sind, wo man ohne Einladung auftauchen kann und vertraute Gesichter sieht. Cafés, Bibliotheken, Chöre, Kletterhallen, Gemeinschaftsgärten. Sie sind wichtig, weil sie wiederholten, unverbindlichen Kontakt bieten – genau das, was Freundschaft braucht, um Wurzeln zu schlagen.',
        'Wenn dein Leben gerade zwischen Schreibtisch und Sofa pendelt, such dir einen Ort, an dem du Stammgast wirst. Geh jede Woche zur selben Zeit hin. Lerne den Namen eines Menschen dort. Es wird sich langsam anfühlen, und das soll es auch. Zugehörigkeit wächst daraus, wiedererkannt zu werden, und Wiedererkennen braucht Wiederholung.',
        'Auch Räume im Netz können diese Rolle übernehmen, wenn sie klein und beständig sind: ein wöchentlicher Videoanruf mit derselben Gruppe, ein Forum, in dem man sich an die Geschichten der anderen erinnert. Entscheidend ist die Beständigkeit. Menschenmengen kommen und gehen; Kreise bleiben.',
      ],
    },
    {
      heading: 'Wenn jemand anderes einsam ist',
      paragraphs: [
        'Wenn dir jemand erzählt, dass er sich einsam fühlt, widersteh dem Drang, das Problem sofort zu lösen. Eine Liste von Vereinen kann klingen wie: „Bitte trag das woanders hin.“ Bleib stattdessen erst einmal bei dem, was gesagt wurde: „Das klingt schwer. Seit wann fühlt es sich so an?“',
        'Dann biete etwas Kleines und Echtes an, das dich einschließt. Nicht „Du solltest mehr rausgehen“, sondern „Ich gehe donnerstags am Fluss spazieren, komm doch mit.“ Einsamkeit wird durch Gegenwart gelindert, und Gegenwart kannst nur du schenken – keine Empfehlung kann das.',
        'Bleib dran, auch wenn die erste Einladung abgelehnt wird. Menschen, die schon länger einsam sind, rechnen oft mit Zurückweisung und sagen Nein, bevor jemand sie zurückweisen kann. Ein sanftes, wiederholtes Angebot sagt ihnen, dass die Tür noch offen steht und dass sie erwünscht sind, nicht bloß geduldet.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Kleine Schritte für diese Woche',
      lead: 'Du brauchst keine neue Persönlichkeit, um dich verbundener zu fühlen. Probier eins oder zwei davon aus und achte darauf, wie es sich anfühlt:',
      items: [
        'Schick jemandem, an den du oft denkst, eine kurze Nachricht, ohne auf einen Anlass zu warten.',
        'Sag Ja zu einer Einladung, die du aus Gewohnheit sonst ablehnen würdest.',
        'Werde irgendwo Stammgast: dasselbe Café, derselbe Kurs, derselbe Spaziergang, jede Woche zur selben Zeit.',
        'Stell im Gespräch eine Nachfrage, bevor du zu deiner eigenen Geschichte übergehst.',
        'Erzähl einem vertrauten Menschen ganz schlicht, wie es dir wirklich geht.',
        'Tausch einen Abend voller Scrollen gegen ein Telefonat mit einer Freundin oder einem Verwandten.',
        'Biete einem Nachbarn, einer Kollegin oder jemandem, der neu in der Stadt ist, praktische Hilfe an.',
      ],
      after: 'Kleine Gesten, über Wochen wiederholt, bewirken meist viel mehr als eine große Anstrengung, die dich erschöpft.',
    },
    {
      heading: 'Anzeichen, dass du einsamer bist, als du zugibst',
      lead: 'Einsamkeit kündigt sich nicht immer an. Einige leisere Anzeichen verdienen Aufmerksamkeit:',
      items: [
        'Nach geselligen Abenden fühlst du dich unruhig oder leer, selbst wenn sie gut gelaufen sind.',
        'Der Fernseher oder ein Podcast läuft nur, damit es im Raum nicht still ist.',
        'Du spielst Gespräche im Kopf viel öfter durch, als du sie tatsächlich führst.',
        'Dir fällt kaum jemand ein, den du mit einer guten Nachricht anrufen würdest.',
        'Spätabends scrollst du durch das Leben anderer und fühlst dich danach schlechter.',
        'Du sagst Einladungen ab und fühlst dich dann ausgeschlossen.',
        'Meist bist du die Person, die zuhört, und selten die, die gefragt wird.',
      ],
    },
  ],
  questions: {
    heading: 'Fragen, die Nähe einladen',
    lead: 'Eine gute Frage kann aus einem routinierten Austausch ein echtes Gespräch machen. Diese hier öffnen Türen auf sanfte Weise:',
    items: [
      'Was beschäftigt dich in letzter Zeit am meisten?',
      'Wann hast du dich zuletzt von jemandem wirklich verstanden gefühlt?',
      'Was vermisst du, worüber du selten sprichst?',
      'Wen in deinem Leben würdest du gern öfter sehen?',
      'Wie sieht für dich im Moment ein guter Abend aus?',
      'Trägst du gerade etwas allein, das du gern teilen würdest?',
      'Was hat dich diese Woche zum Lächeln gebracht, und sei es nur kurz?',
      'Welche Art von Unterstützung hilft dir wirklich, wenn es schwer ist?',
    ],
  },
};

export const es: CategoryText = {
  titles: [
    {
      title: 'La soledad silenciosa de estar rodeado de gente',
      topic: 'la soledad silenciosa de estar rodeado de gente',
      angle: 'Puedes sentarte a una mesa llena, reírte en el momento justo y aun así volver a casa sintiendo que nadie te ha visto. Ese dolor tiene poco que ver con cuántas personas conoces y mucho con cuántas de ellas te conocen de verdad.',
    },
    {
      title: 'Por qué a los adultos les cuesta tanto hacer nuevos amigos',
      topic: 'la dificultad de hacer amigos en la edad adulta',
      angle: 'El colegio nos regalaba la amistad casi sin esfuerzo: las mismas caras cada día y tiempo de sobra. La vida adulta nos quitó ambas cosas en silencio, y la mayoría ni siquiera lo notamos.',
    },
    {
      title: 'Cómo volver a escribir cuando llevas demasiado tiempo sin dar señales',
      topic: 'el primer mensaje después de un largo silencio',
      angle: 'Cuanto más dura un silencio, más pesado parece el primer mensaje. Y, sin embargo, la mayoría de la gente se alegra mucho más de saber de ti de lo que imaginas.',
    },
    {
      title: 'La soledad es una señal, no una sentencia',
      topic: 'la idea de que la soledad es una señal y no una sentencia',
      angle: 'Sentirte solo no significa que haya algo mal en ti. Como el hambre, es un mensaje de una parte de ti que necesita algo, y ese mensaje se puede responder.',
    },
    {
      title: 'La diferencia entre estar solo y sentirse solo',
      topic: 'la diferencia entre estar solo y sentirse solo',
      angle: 'Algunas de las personas más serenas pasan largas temporadas a solas, mientras que otras se sienten aisladas en una oficina llena de gente. La diferencia está en la conexión, no en la compañía.',
    },
    {
      title: 'Pequeños rituales que mantienen cerca a las personas',
      topic: 'el poder discreto de los pequeños rituales compartidos',
      angle: 'Una llamada los domingos, una lista de canciones compartida, un paseo fijo el primer día de cada mes: la conexión rara vez vive de grandes gestos, sino de cosas pequeñas que se repiten.',
    },
    {
      title: 'Qué decirle a un amigo que se siente solo',
      topic: 'la búsqueda de las palabras justas para un amigo que se siente solo',
      angle: 'Cuando alguien confiesa que se siente solo, el instinto es arreglarlo enseguida con consejos o con una agenda llena de planes. Lo que suele ayudar más es más sencillo y más lento.',
    },
    {
      title: 'Construir una vida en una ciudad nueva',
      topic: 'la tarea lenta de construir una vida en una ciudad nueva',
      angle: 'Los primeros meses en un lugar nuevo están llenos de trámites y de tardes vacías. La pertenencia llega después, y suele llegar a través de los mismos pocos lugares y caras, visitados una y otra vez.',
    },
    {
      title: 'Por qué la soledad no es un defecto',
      topic: 'la vergüenza que tan a menudo rodea la soledad',
      angle: 'Mucha gente preferiría admitir casi cualquier cosa antes que reconocer que se siente sola. Ese silencio hace que el sentimiento pese más de lo necesario.',
    },
    {
      title: 'El arte de pedir compañía',
      topic: 'el valor que hace falta para pedir compañía',
      angle: 'Decir «me encantaría tener compañía esta noche» parece arriesgado, casi indecoroso. Y, sin embargo, es una de las invitaciones más generosas que se le pueden hacer a alguien.',
    },
    {
      title: 'La soledad de los domingos por la tarde',
      topic: 'la soledad tan particular de los domingos por la tarde',
      angle: 'La semana aún no ha empezado, el fin de semana casi se ha acabado y en el piso reina un gran silencio. Los domingos por la tarde tienen la costumbre de mostrarnos exactamente dónde se han debilitado nuestros vínculos.',
    },
    {
      title: 'Nostalgia de un hogar que ya no existe',
      topic: 'la nostalgia de quienes viven lejos del lugar donde crecieron',
      angle: 'Para quienes han emigrado, el hogar es a menudo un lugar que ha cambiado o ha desaparecido desde que se fueron. Echarlo de menos es una forma de soledad que merece sus propias palabras.',
    },
  ],
  sections: [
    {
      heading: 'Por qué la soledad se esconde tan bien',
      paragraphs: [
        'La soledad rara vez tiene el aspecto que esperamos. No siempre es la persona que come sola; a menudo es la que organiza todas las reuniones, contesta cada mensaje en minutos y nunca acaba de decir cómo está. Desde fuera, una agenda llena parece una vida plena. Desde dentro, puede sentirse como una función ante un público que nunca te ve de verdad.',
        'En parte, la soledad se esconde porque nos da vergüenza. Muchos creemos en secreto que sentirnos solos significa haber fracasado en algo básico, así que lo tapamos con prisas o con bromas. La ironía es que las personas que nos rodean suelen hacer exactamente lo mismo, y cada uno da por hecho que es el único.',
        'También se esconde porque llega despacio. Nadie se despierta una mañana completamente desconectado. Una amiga se muda, un trabajo lo devora todo, una relación termina, un grupo de chat se queda en silencio. Cada cambio es lo bastante pequeño como para restarle importancia. Solo al sumarlos te das cuenta de que ya no hay nadie a quien llamarías a las dos de la madrugada.',
      ],
    },
    {
      heading: 'Lo que dice la investigación',
      paragraphs: [
        'La soledad ha pasado de ser un sentimiento privado a una cuestión de salud pública. Grandes estudios que han seguido a miles de personas durante años relacionan la soledad persistente con peor sueño, tensión arterial más alta y un mayor riesgo de muerte prematura. En 2023, la máxima autoridad sanitaria de Estados Unidos le dedicó un informe entero y calificó la conexión social de tan esencial para la salud como la alimentación y el ejercicio.',
        'Los investigadores distinguen con cuidado entre soledad y aislamiento. El aislamiento se puede medir: a cuántas personas ves, cuántas veces sales de casa. La soledad es la distancia entre la conexión que tienes y la que deseas. Por eso alguien con una vida social intensa puede sentirse solo, y por eso el remedio rara vez consiste simplemente en apuntarse a más planes.',
        'Hay un hallazgo alentador que atraviesa buena parte de estos trabajos: la soledad no es permanente. Quienes dan pasos pequeños y regulares hacia los demás, y aprenden a reconocer los pensamientos que los mantienen lejos, suelen sentirse menos solos con el tiempo. Es un estado, no una condena.',
      ],
    },
    {
      heading: 'La profundidad importa más que los números',
      paragraphs: [
        'Es tentador medir la conexión contando: amigos, seguidores, invitaciones. Pero cuando la gente describe qué alivió su soledad, casi nunca menciona cifras. Habla de una persona que hizo una segunda pregunta, de un vecino que notó que parecían cansados, de una hermana que llamó sin ningún motivo.',
        'Un puñado de relaciones en las que puedes ser sincero suele hacerte más bien que docenas en las que tienes que actuar. Si te sientes disperso, prueba a dedicar un poco menos de energía a tener a todo el mundo más o menos contento y un poco más a dejar que dos o tres personas te conozcan de verdad.',
        'La profundidad no exige confesiones dramáticas. Crece cuando compartes algo un poco más verdadero de lo habitual y la otra persona responde con cuidado. Luego ella comparte algo y tú respondes del mismo modo. Repite ese intercambio durante meses y tendrás una amistad capaz de sostener peso.',
      ],
    },
    {
      heading: 'Dar el primer paso',
      paragraphs: [
        'Casi todo el mundo está esperando a que otro dé el primer paso. La psicología ha puesto nombre a una de las razones: la brecha de simpatía. Después de hablar con un desconocido, las personas subestiman sistemáticamente cuánto disfrutó el otro de la conversación. Creemos que hemos resultado aburridos o torpes, y el otro piensa exactamente lo mismo de sí mismo.',
        'Saberlo puede hacer que el primer paso pese un poco menos. Envía el mensaje. Propón el café. Pregúntale a la compañera que siempre come en su mesa si quiere acompañarte. Lo peor que probablemente pasará es un «no» educado, e incluso eso suele costar mucho menos de lo que tememos.',
        'Haz invitaciones ligeras y concretas. «A ver si quedamos un día» es fácil de aceptar y igual de fácil de olvidar. «El sábado a las diez voy al mercado, ¿te vienes?» le da a la otra persona algo concreto a lo que decir que sí, y os quita presión a los dos.',
      ],
    },
    {
      heading: 'La amistad necesita tiempo',
      paragraphs: [
        'Un estudio del investigador en comunicación Jeffrey Hall calculó que hacen falta unas cincuenta horas juntos para pasar de conocidos a amigos ocasionales, y bastante más de doscientas para llegar a ser amigos íntimos. Las cifras son aproximadas, pero el mensaje es claro: la cercanía está hecha de tiempo y no hay atajos.',
        'Eso es tan liberador como aleccionador. Si una amistad nueva todavía parece frágil después de tres cafés, no ha fallado nada: simplemente estáis al principio. En lugar de juzgar cada encuentro, imagina que vas sumando horas a una cuenta que dará sus frutos más adelante.',
        'La forma más fácil de acumular esas horas es vincularlas a cosas que ya haces. Ve andando al trabajo con un vecino, apúntate a la misma clase cada semana, cocina con una amiga en lugar de quedar en un restaurante. La repetición consigue en silencio lo que el esfuerzo por sí solo no logra.',
      ],
    },
    {
      heading: 'Ser sincero sobre cómo te sientes',
      paragraphs: [
        'Decir en voz alta «últimamente me siento bastante solo» puede sentirse como quedarse desnudo delante de los demás. Y, sin embargo, a menudo es justo la frase que lo cambia todo. Le da permiso a la otra persona para ser sincera también y convierte una distancia difusa en algo de lo que se puede hablar.',
        'No hace falta anunciarlo a todo el mundo. Elige a una persona que ya haya sido amable contigo y díselo con sencillez, sin pedir perdón. Quizá te sorprenda cuántas veces la respuesta es: «A mí me pasa lo mismo. No sabía cómo decirlo».',
        'La sinceridad también consiste en ser honesto contigo. Fíjate en cuándo rechazas una invitación porque estás cansado y cuándo la rechazas porque tienes miedo. Ambas cosas son humanas, pero solo una es descanso. La otra es la soledad protegiéndose a sí misma.',
      ],
    },
    {
      heading: 'Lugares donde crece la conexión',
      paragraphs: [
        'Los sociólogos hablan de terceros lugares: espacios que no son ni la casa ni el trabajo, donde puedes presentarte sin invitación y encontrar caras conocidas. Cafeterías, bibliotecas, coros, rocódromos, huertos comunitarios. Importan porque ofrecen un contacto repetido y sin presión, que es justo lo que la amistad necesita para echar raíces.',
        'Si ahora mismo tu vida va del escritorio al sofá, elige un lugar del que hacerte habitual. Ve a la misma hora cada semana. Aprende el nombre de una persona de allí. Te parecerá lento, y debe serlo. La pertenencia nace de ser reconocido, y el reconocimiento necesita repetición.',
        'Los espacios en línea pueden cumplir una función parecida cuando son pequeños y constantes: una videollamada semanal con el mismo grupo, un foro donde la gente recuerda las historias de los demás. La clave es la continuidad. Las multitudes vienen y van; los círculos permanecen.',
      ],
    },
    {
      heading: 'Cuando es otra persona quien se siente sola',
      paragraphs: [
        'Si alguien te cuenta que se siente solo, resiste la tentación de resolverlo en el acto. Una lista de actividades a las que apuntarse puede sonar a «por favor, llévate esto a otra parte». Empieza por quedarte con lo que ha dicho: «Eso suena duro. ¿Desde cuándo te sientes así?».',
        'Después ofrece algo pequeño y real que te incluya. No «deberías salir más», sino «los jueves paseo junto al río, ven conmigo». La soledad se alivia con presencia, y la presencia es algo que solo tú puedes dar; ninguna recomendación la sustituye.',
        'Sigue apareciendo aunque la primera invitación sea rechazada. Las personas que llevan tiempo sintiéndose solas a menudo esperan el rechazo y dicen que no antes de que nadie pueda rechazarlas. Una oferta amable y repetida les dice que la puerta sigue abierta y que se las quiere, no solo se las tolera.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Pequeños pasos para esta semana',
      lead: 'No necesitas otra personalidad para sentirte más conectado. Prueba una o dos de estas ideas y observa cómo te sientes:',
      items: [
        'Envía un mensaje breve a alguien en quien has estado pensando, sin esperar a tener un motivo.',
        'Di que sí a una invitación que normalmente rechazarías por costumbre.',
        'Hazte habitual de algún sitio: la misma cafetería, clase o paseo a la misma hora cada semana.',
        'En una conversación, haz una pregunta más antes de pasar a tu propia historia.',
        'Cuéntale con sencillez a una persona de confianza cómo has estado de verdad.',
        'Cambia una noche de pantalla por una llamada a un amigo o a un familiar.',
        'Ofrece ayuda práctica a un vecino, a una compañera o a alguien recién llegado a la ciudad.',
      ],
      after: 'Los pequeños gestos repetidos durante semanas suelen importar mucho más que un gran esfuerzo que te deja agotado.',
    },
    {
      heading: 'Señales de que quizá te sientes más solo de lo que admites',
      lead: 'La soledad no siempre se anuncia. Vale la pena prestar atención a algunas señales más discretas:',
      items: [
        'Después de un encuentro social te sientes inquieto o vacío, incluso si salió bien.',
        'Dejas la televisión o un pódcast encendido solo para que no haya silencio.',
        'Ensayas conversaciones en tu cabeza mucho más a menudo de lo que las tienes.',
        'Te cuesta pensar en alguien a quien llamar para contarle una buena noticia.',
        'Por la noche repasas la vida de otros en las redes y después te sientes peor.',
        'Rechazas invitaciones y luego te sientes excluido.',
        'Casi siempre eres quien escucha y rara vez a quien le preguntan.',
      ],
    },
  ],
  questions: {
    heading: 'Preguntas que invitan a la cercanía',
    lead: 'Una buena pregunta puede convertir una charla rutinaria en un intercambio de verdad. Estas suelen abrir puertas con suavidad:',
    items: [
      '¿Qué es lo que más ocupa tus pensamientos últimamente?',
      '¿Cuándo fue la última vez que te sentiste realmente comprendido por alguien?',
      '¿Qué echas de menos y casi nunca mencionas?',
      '¿A quién te gustaría ver más a menudo?',
      '¿Cómo es para ti una buena tarde en estos días?',
      '¿Hay algo que llevas cargando solo y que te gustaría compartir?',
      '¿Qué te hizo sonreír esta semana, aunque fuera un momento?',
      '¿Qué tipo de apoyo te ayuda de verdad cuando las cosas se ponen difíciles?',
    ],
  },
};

export const fa: CategoryText = {
  titles: [
    {
      title: 'تنهایی آرام در میان جمع',
      topic: 'تنهایی آرامی که در میان جمع سراغمان می‌آید',
      angle: 'می‌شود سر میزی شلوغ نشست، در جای درست خندید و باز هم با این حس به خانه برگشت که کسی تو را ندید. این درد کمتر به تعداد آدم‌هایی که می‌شناسی ربط دارد و بیشتر به این‌که چند نفرشان واقعاً تو را می‌شناسند.',
    },
    {
      title: 'چرا دوست‌یابی در بزرگسالی این‌قدر سخت است',
      topic: 'دشواری پیدا کردن دوست تازه در بزرگسالی',
      angle: 'مدرسه دوستی را تقریباً مفت به ما می‌داد: هر روز همان چهره‌ها و وقت آزاد فراوان. زندگی بزرگسالی بی‌سروصدا هر دو را از ما گرفت و بیشترمان اصلاً متوجه نشدیم.',
    },
    {
      title: 'چطور بعد از یک غیبت طولانی دوباره سراغ کسی برویم',
      topic: 'نخستین پیام پس از یک سکوت طولانی',
      angle: 'هرچه سکوتی طولانی‌تر شود، نخستین پیام سنگین‌تر به نظر می‌رسد. با این حال، بیشتر آدم‌ها خیلی بیشتر از آنچه فکر می‌کنی از شنیدن خبری از تو خوشحال می‌شوند.',
    },
    {
      title: 'تنهایی یک نشانه است، نه یک حکم',
      topic: 'این ایده که تنهایی نشانه است، نه حکم',
      angle: 'احساس تنهایی به این معنا نیست که ایرادی در تو هست. مثل گرسنگی، پیامی است از بخشی از وجودت که به چیزی نیاز دارد، و می‌شود به این پیام پاسخ داد.',
    },
    {
      title: 'تفاوت تنها بودن و احساس تنهایی',
      topic: 'تفاوت میان تنها بودن و احساس تنهایی',
      angle: 'برخی از آرام‌ترین آدم‌ها مدت‌های طولانی را با خودشان می‌گذرانند، در حالی که برخی دیگر در دفتری شلوغ احساس انزوا می‌کنند. تفاوت در پیوند است، نه در همراهی.',
    },
    {
      title: 'آیین‌های کوچکی که آدم‌ها را نزدیک نگه می‌دارند',
      topic: 'قدرت آرام آیین‌های کوچک مشترک',
      angle: 'یک تماس تلفنی در روزهای یکشنبه، یک فهرست آهنگ مشترک، یک پیاده‌روی ثابت در روز اول هر ماه: پیوند کمتر با کارهای بزرگ زنده می‌ماند و بیشتر با چیزهای کوچکی که تکرار می‌شوند.',
    },
    {
      title: 'به دوستی که احساس تنهایی می‌کند چه بگوییم',
      topic: 'پیدا کردن کلمه‌های درست برای دوستی که احساس تنهایی می‌کند',
      angle: 'وقتی کسی اعتراف می‌کند که احساس تنهایی دارد، غریزه‌مان این است که فوراً با نصیحت یا برنامه‌ای شلوغ درستش کنیم. آنچه معمولاً بیشتر کمک می‌کند ساده‌تر و آهسته‌تر است.',
    },
    {
      title: 'ساختن زندگی در شهری تازه',
      topic: 'کار آهسته‌ی ساختن زندگی در شهری تازه',
      angle: 'ماه‌های اول در جایی تازه پر از کارهای اداری و عصرهای خالی است. حس تعلق دیرتر می‌رسد، و معمولاً از راه همان چند جا و همان چند چهره‌ای می‌آید که بارها و بارها به سراغشان می‌روی.',
    },
    {
      title: 'چرا تنهایی عیب نیست',
      topic: 'شرمی که اغلب تنهایی را در بر می‌گیرد',
      angle: 'بسیاری از آدم‌ها حاضرند تقریباً هر چیزی را بپذیرند جز این‌که تنها هستند. همین سکوت است که این احساس را سنگین‌تر از آنچه باید می‌کند.',
    },
    {
      title: 'هنر درخواست همراهی',
      topic: 'شجاعتی که درخواست همراهی می‌طلبد',
      angle: 'گفتن این جمله که «امشب خیلی دلم می‌خواهد کسی کنارم باشد» پرخطر و حتی کمی ناشایست به نظر می‌رسد. اما در واقع یکی از سخاوتمندانه‌ترین دعوت‌هایی است که می‌شود از کسی کرد.',
    },
    {
      title: 'تنهایی عصرهای یکشنبه',
      topic: 'تنهایی خاص عصرهای یکشنبه',
      angle: 'هفته هنوز شروع نشده، آخر هفته تقریباً تمام شده و خانه خیلی ساکت است. عصرهای یکشنبه عادت دارند دقیقاً نشانمان بدهند پیوندهایمان کجا نازک شده‌اند.',
    },
    {
      title: 'دلتنگی برای خانه‌ای که دیگر وجود ندارد',
      topic: 'دلتنگی کسانی که دور از زادگاهشان زندگی می‌کنند',
      angle: 'برای کسانی که مهاجرت کرده‌اند، خانه اغلب جایی است که از وقتی رفته‌اند تغییر کرده یا از میان رفته است. دلتنگی برای آن نوعی تنهایی است که کلمه‌های خودش را می‌طلبد.',
    },
  ],
  sections: [
    {
      heading: 'چرا تنهایی این‌قدر خوب پنهان می‌شود',
      paragraphs: [
        'تنهایی به‌ندرت شبیه چیزی است که انتظارش را داریم. همیشه آن کسی نیست که تنها غذا می‌خورد؛ اغلب کسی است که همه‌ی دورهمی‌ها را برگزار می‌کند، به هر پیامی در چند دقیقه جواب می‌دهد و هیچ‌وقت درست نمی‌گوید حالش چطور است. از بیرون، تقویمی پر شبیه زندگی‌ای پربار است. از درون، ممکن است شبیه نمایشی باشد برای تماشاگرانی که هرگز واقعاً تو را نمی‌بینند.',
        'بخشی از دلیل پنهان ماندن تنهایی این است که از آن خجالت می‌کشیم. بسیاری از ما در دل باور داریم که تنها بودن یعنی در چیزی بسیار ابتدایی شکست خورده‌ایم، پس آن را با مشغله یا شوخی می‌پوشانیم. طنز ماجرا این است که آدم‌های اطرافمان اغلب دقیقاً همین کار را می‌کنند و هر کدام خیال می‌کنیم تنها کسی هستیم که این‌طور است.',
        'تنهایی پنهان می‌ماند چون آرام‌آرام شکل می‌گیرد. هیچ‌کس یک روز صبح بیدار نمی‌شود و ببیند یک‌باره از همه بریده است. دوستی به شهر دیگری می‌رود، کاری همه‌ی وقت را می‌بلعد، رابطه‌ای تمام می‌شود، گروهی در پیام‌رسان ساکت می‌شود. هر تغییر آن‌قدر کوچک است که بشود از کنارش گذشت. فقط وقتی همه را کنار هم می‌گذاری می‌فهمی دیگر کسی نیست که ساعت دو بامداد بتوانی به او زنگ بزنی.',
      ],
    },
    {
      heading: 'پژوهش‌ها چه می‌گویند',
      paragraphs: [
        'تنهایی از یک احساس شخصی به دغدغه‌ای در حوزه‌ی سلامت عمومی تبدیل شده است. پژوهش‌های بزرگی که هزاران نفر را سال‌ها دنبال کرده‌اند، تنهایی پایدار را با خواب بدتر، فشار خون بالاتر و خطر بیشتر مرگ زودهنگام مرتبط دانسته‌اند. در سال ۲۰۲۳، بالاترین مقام بهداشت عمومی آمریکا گزارشی کامل را به آن اختصاص داد و پیوند اجتماعی را به اندازه‌ی غذا و ورزش برای سلامت ضروری خواند.',
        'پژوهشگران با دقت تنهایی را از انزوا جدا می‌کنند. انزوا را می‌شود اندازه گرفت: چند نفر را می‌بینی، چند بار از خانه بیرون می‌روی. تنهایی فاصله‌ی میان پیوندی است که داری و پیوندی که آرزویش را داری. برای همین است که کسی با زندگی اجتماعی شلوغ هم می‌تواند تنها باشد، و برای همین است که درمان به‌ندرت فقط برنامه‌های بیشتر است.',
        'یک یافته‌ی امیدوارکننده در بسیاری از این پژوهش‌ها تکرار می‌شود: تنهایی ثابت و همیشگی نیست. کسانی که قدم‌های کوچک و منظمی به سوی دیگران برمی‌دارند و یاد می‌گیرند فکرهایی را که دورشان نگه می‌دارد تشخیص دهند، معمولاً با گذشت زمان کمتر احساس تنهایی می‌کنند. تنهایی یک حالت است، نه یک محکومیت.',
      ],
    },
    {
      heading: 'عمق مهم‌تر از تعداد است',
      paragraphs: [
        'وسوسه‌انگیز است که پیوند را با شمردن بسنجیم: دوستان، دنبال‌کنندگان، دعوت‌ها. اما وقتی آدم‌ها توضیح می‌دهند چه چیزی تنهایی‌شان را سبک کرد، تقریباً هیچ‌وقت از عدد حرف نمی‌زنند. از کسی می‌گویند که پرسش دومی پرسید، از همسایه‌ای که متوجه شد خسته به نظر می‌رسند، از خواهر یا برادری که بی‌دلیل زنگ زد.',
        'چند رابطه که در آن‌ها می‌توانی صادق باشی معمولاً بیشتر از ده‌ها رابطه‌ای که در آن‌ها باید نقش بازی کنی به کارت می‌آید. اگر احساس می‌کنی میان همه پخش شده‌ای، شاید بهتر باشد انرژی کمتری صرف راضی نگه داشتن همه کنی و انرژی بیشتری صرف این‌که دو سه نفر تو را واقعاً بشناسند.',
        'عمق به اعتراف‌های نمایشی نیاز ندارد. وقتی چیزی کمی صادقانه‌تر از معمول در میان می‌گذاری و طرف مقابل با مراقبت پاسخ می‌دهد، عمق رشد می‌کند. بعد او چیزی در میان می‌گذارد و تو هم همان‌طور پاسخ می‌دهی. این رفت‌وبرگشت را چند ماه تکرار کن تا دوستی‌ای داشته باشی که بتواند باری را تحمل کند.',
      ],
    },
    {
      heading: 'برداشتن قدم اول',
      paragraphs: [
        'تقریباً همه منتظرند کس دیگری قدم اول را بردارد. روان‌شناسان برای یکی از دلایلش نامی گذاشته‌اند: «شکاف دوست‌داشتن». آدم‌ها پس از گفت‌وگو با یک غریبه به‌طور مداوم دست‌کم می‌گیرند که طرف مقابل چقدر از حرف زدن با آن‌ها لذت برده است. خیال می‌کنیم کسل‌کننده یا دست‌وپاچلفتی بودیم؛ طرف مقابل هم دقیقاً همین را درباره‌ی خودش فکر می‌کند.',
        'دانستن این نکته می‌تواند برداشتن قدم اول را کمی آسان‌تر کند. پیام را بفرست. پیشنهاد یک قهوه بده. از همکاری که همیشه پشت میزش ناهار می‌خورد بپرس که دوست دارد همراهت بیاید یا نه. بدترین نتیجه‌ی محتمل یک «نه»ی مؤدبانه است، و حتی آن هم معمولاً خیلی کمتر از آنچه می‌ترسیم هزینه دارد.',
        'دعوت‌هایت را سبک و مشخص نگه دار. «یه روز باید همدیگه رو ببینیم» را آسان می‌شود پذیرفت و همان‌قدر آسان فراموش کرد. «شنبه ساعت ده می‌رم بازار، میای؟» به طرف مقابل چیزی ملموس می‌دهد که به آن بله بگوید و فشار را از دوش هر دو برمی‌دارد.',
      ],
    },
    {
      heading: 'دوستی زمان می‌خواهد',
      paragraphs: [
        'جفری هال، پژوهشگر ارتباطات، در یک مطالعه برآورد کرد که برای رسیدن از آشنایی ساده به دوستی معمولی حدود پنجاه ساعت وقت مشترک لازم است و برای دوستی نزدیک بیش از دویست ساعت. این عددها تقریبی‌اند، اما پیامشان روشن است: نزدیکی از زمان ساخته می‌شود و میان‌بری ندارد.',
        'این هم هشداردهنده است و هم رهایی‌بخش. اگر دوستی تازه‌ای بعد از سه بار قهوه خوردن هنوز کم‌رمق به نظر می‌رسد، هیچ اشکالی پیش نیامده؛ فقط هنوز اول راهید. به جای قضاوت درباره‌ی هر دیدار، خودت را کسی تصور کن که ساعت‌ها را به حسابی واریز می‌کند که بعدها سود می‌دهد.',
        'ساده‌ترین راه برای جمع کردن این ساعت‌ها این است که آن‌ها را به کارهایی گره بزنی که به هر حال انجام می‌دهی. با همسایه‌ات پیاده تا محل کار برو، هر هفته در همان کلاس شرکت کن، به جای رستوران با دوستت آشپزی کن. تکرار بی‌صدا کاری را می‌کند که تلاش به‌تنهایی از پسش برنمی‌آید.',
      ],
    },
    {
      heading: 'صادق بودن درباره‌ی حالت',
      paragraphs: [
        'بلند گفتن این جمله که «این روزها کمی احساس تنهایی می‌کنم» ممکن است حس ایستادن بی‌دفاع در برابر دیگران را داشته باشد. اما اغلب همین جمله است که چیزی را تغییر می‌دهد. به طرف مقابل اجازه می‌دهد او هم صادق باشد و فاصله‌ای مبهم را به چیزی تبدیل می‌کند که می‌شود درباره‌اش حرف زد.',
        'لازم نیست آن را به همه اعلام کنی. کسی را انتخاب کن که پیش‌تر با تو مهربان بوده و بی‌آن‌که عذرخواهی کنی، ساده به او بگو. شاید تعجب کنی که چقدر پیش می‌آید که جواب این باشد: «من هم همین‌طورم. فقط نمی‌دانستم چطور بگویم.»',
        'صداقت یعنی با خودت هم روراست باشی. دقت کن کی دعوتی را رد می‌کنی چون خسته‌ای و کی رد می‌کنی چون می‌ترسی. هر دو انسانی‌اند، اما فقط یکی از آن‌ها استراحت است. دیگری تنهایی است که از خودش محافظت می‌کند.',
      ],
    },
    {
      heading: 'جاهایی که پیوند در آن‌ها می‌روید',
      paragraphs: [
        'جامعه‌شناسان از «مکان سوم» حرف می‌زنند: جاهایی که نه خانه‌اند و نه محل کار، جایی که می‌توانی بی‌دعوت سر بزنی و چهره‌های آشنا ببینی. کافه‌ها، کتابخانه‌ها، گروه‌های کُر، باشگاه‌های سنگ‌نوردی، باغچه‌های محله. این جاها مهم‌اند چون تماس‌های مکرر و بی‌فشار فراهم می‌کنند، یعنی همان چیزی که دوستی برای ریشه دواندن لازم دارد.',
        'اگر زندگی‌ات فعلاً میان میز کار و کاناپه می‌گذرد، یک جا را انتخاب کن که مشتری همیشگی‌اش شوی. هر هفته در همان ساعت برو. اسم یک نفر را آن‌جا یاد بگیر. آهسته به نظر می‌رسد، و قرار است همین‌طور باشد. حس تعلق از شناخته شدن می‌روید، و شناخته شدن تکرار می‌خواهد.',
        'فضاهای آنلاین هم وقتی کوچک و پایدار باشند می‌توانند نقشی مشابه داشته باشند: یک تماس تصویری هفتگی با همان گروه، انجمنی که در آن آدم‌ها قصه‌های همدیگر را به یاد می‌آورند. کلید ماجرا پیوستگی است. جمعیت‌ها می‌آیند و می‌روند؛ حلقه‌ها می‌مانند.',
      ],
    },
    {
      heading: 'وقتی کس دیگری تنهاست',
      paragraphs: [
        'اگر کسی به تو گفت که احساس تنهایی می‌کند، در برابر وسوسه‌ی حل فوری مسئله مقاومت کن. فهرستی از کلاس‌ها و گروه‌هایی که می‌تواند در آن‌ها عضو شود ممکن است این‌طور شنیده شود: «لطفاً این را جای دیگری ببر.» به جایش اول با حرفی که زده بمان: «به نظر سخت می‌آید. از کی این‌طور احساس می‌کنی؟»',
        'بعد چیزی کوچک و واقعی پیشنهاد کن که خودت هم در آن باشی. نه «باید بیشتر بیرون بروی»، بلکه «پنجشنبه‌ها کنار رودخانه قدم می‌زنم، با من بیا.» تنهایی با حضور آرام می‌گیرد، و حضور چیزی است که فقط خودت می‌توانی ببخشی؛ هیچ توصیه‌ای جایش را نمی‌گیرد.',
        'حتی اگر نخستین دعوتت رد شد، باز هم سر بزن. کسانی که مدتی تنها بوده‌اند اغلب منتظر طرد شدن‌اند و پیش از آن‌که کسی ردشان کند «نه» می‌گویند. پیشنهادی مهربان و تکرارشونده به آن‌ها می‌گوید که در هنوز باز است و خواستنی‌اند، نه فقط تحمل‌شدنی.',
      ],
    },
  ],
  lists: [
    {
      heading: 'قدم‌های کوچک برای همین هفته',
      lead: 'برای این‌که بیشتر احساس پیوند کنی، به شخصیتی تازه نیاز نداری. یکی دو مورد از این‌ها را امتحان کن و ببین چه حسی دارد:',
      items: [
        'برای کسی که این روزها به او فکر می‌کنی پیامی کوتاه بفرست، بی‌آن‌که منتظر بهانه‌ای بمانی.',
        'به یک دعوت که معمولاً از روی عادت ردش می‌کنی، بله بگو.',
        'جایی مشتری همیشگی شو: همان کافه، همان کلاس یا همان پیاده‌روی، هر هفته در همان ساعت.',
        'در گفت‌وگو، پیش از رفتن سراغ قصه‌ی خودت، یک پرسش دیگر بپرس.',
        'به یک آدم مورد اعتماد، ساده و بی‌پرده، بگو این روزها واقعاً چطور بوده‌ای.',
        'یک شب گشت‌وگذار در شبکه‌های اجتماعی را با یک تماس تلفنی با دوست یا خویشاوندی عوض کن.',
        'به یک همسایه، یک همکار یا کسی که تازه به شهر آمده کمکی عملی پیشنهاد کن.',
      ],
      after: 'کارهای کوچکی که هفته‌ها تکرار شوند معمولاً خیلی بیشتر از یک تلاش بزرگ و خسته‌کننده اثر دارند.',
    },
    {
      heading: 'نشانه‌هایی که شاید تنهاتر از آنی هستی که می‌پذیری',
      lead: 'تنهایی همیشه خودش را اعلام نمی‌کند. به چند نشانه‌ی آرام‌تر باید توجه کرد:',
      items: [
        'بعد از دورهمی‌ها، حتی آن‌هایی که خوب پیش رفتند، احساس بی‌قراری یا بی‌حسی می‌کنی.',
        'تلویزیون یا یک پادکست را روشن می‌گذاری فقط برای این‌که اتاق ساکت نباشد.',
        'گفت‌وگوها را خیلی بیشتر از آن‌که واقعاً انجامشان بدهی، در ذهنت تمرین می‌کنی.',
        'سخت می‌توانی کسی را پیدا کنی که خبر خوبی را اول به او بدهی.',
        'آخر شب در زندگی دیگران در شبکه‌های اجتماعی می‌چرخی و بعدش حال بدتری داری.',
        'دعوت‌ها را رد می‌کنی و بعد احساس می‌کنی کنار گذاشته شده‌ای.',
        'بیشتر وقت‌ها تو شنونده‌ای و کمتر پیش می‌آید کسی از تو بپرسد.',
      ],
    },
  ],
  questions: {
    heading: 'پرسش‌هایی که به نزدیکی دعوت می‌کنند',
    lead: 'یک پرسش خوب می‌تواند احوال‌پرسی معمولی را به گفت‌وگویی واقعی تبدیل کند. این‌ها معمولاً درها را به‌آرامی باز می‌کنند:',
    items: [
      'این روزها بیشتر از همه به چه فکر می‌کنی؟',
      'آخرین بار کی احساس کردی کسی واقعاً تو را فهمیده است؟',
      'دلت برای چه چیزی تنگ شده که کمتر درباره‌اش حرف می‌زنی؟',
      'دوست داشتی چه کسی را در زندگی‌ات بیشتر ببینی؟',
      'این روزها یک عصر خوب برای تو چه شکلی است؟',
      'آیا باری هست که تنهایی به دوش کشیده‌ای و دوست داری در میانش بگذاری؟',
      'این هفته چه چیزی، حتی برای لحظه‌ای، لبخند به لبت آورد؟',
      'وقتی اوضاع سخت است، چه نوع حمایتی واقعاً به تو کمک می‌کند؟',
    ],
  },
};
