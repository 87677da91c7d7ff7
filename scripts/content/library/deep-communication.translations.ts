// Hand translations of the "Deep Communication" library, item for item in the order of the English library.
import type { CategoryText } from './types';

export const enx: CategoryText = {
  titles: [
    {
      title: 'How to Ask the Kind of Question That Truly Matters',
      topic: 'the craft of asking a question that truly matters',
      angle: 'Most of our questions are requests for information or ways to paper over a silence. A question that matters is different: you ask it because you sincerely want to know the person sitting across from you.',
    },
    {
      title: 'Why Small Talk Leaves Us Hungry (and What to Ask Instead)',
      topic: 'the hollowness of small talk and what to ask instead',
      angle: 'Small talk is not the villain; it is a doorway. The trouble begins when we linger in the doorway all evening and never step through.',
    },
    {
      title: 'Listening Without Rehearsing Your Reply',
      topic: 'the art of listening without rehearsing your reply',
      angle: 'Most of us listen with one ear while drafting our answer with the other. Real listening begins the instant you set that draft aside.',
    },
    {
      title: 'What Silence Is Really Saying in a Conversation',
      topic: 'the meaning hidden in conversational silence',
      angle: 'We hurry to fill every pause as though it were a mistake. Yet a pause is often exactly where the most honest part of a conversation is waiting.',
    },
    {
      title: 'Going Deeper Without Prying: A Gentle Guide',
      topic: 'the delicate line between going deeper and prying',
      angle: 'Wanting to know someone well is not the same as demanding access to them. The difference lies in how you ask — and in how gracefully you accept a closed door.',
    },
    {
      title: 'How to Say the Hard Thing With Kindness',
      topic: 'the skill of saying a hard thing with kindness',
      angle: 'Some sentences feel almost impossible to say: I am hurt, I disagree, this is not working. Left unspoken, they do not vanish; they harden into distance.',
    },
    {
      title: 'The Follow-Up Question: The Quiet Secret of Great Conversations',
      topic: 'the quiet power of a well-placed follow-up question',
      angle: 'The first question opens the door; the second shows you truly want to come in. Few habits transform the feel of a conversation so quickly.',
    },
    {
      title: 'Vulnerability Is Not the Same as Oversharing',
      topic: 'the difference between vulnerability and oversharing',
      angle: 'Telling a near stranger your entire life story is not the same as letting someone see you. Vulnerability is less about how much you reveal than about why — and to whom.',
    },
    {
      title: 'Why We Keep Talking Past Each Other',
      topic: 'the stubborn habit of talking past each other',
      angle: 'Two people can talk for an hour, each certain they were perfectly clear, and walk away with entirely different memories of the same conversation. Usually neither was lying; they were simply answering different questions.',
    },
    {
      title: 'The Quiet Courage of Saying “I Don’t Know”',
      topic: 'the quiet courage of saying “I don’t know”',
      angle: 'Admitting you do not know can feel like losing ground. In conversation, it is often the very moment the other person finally begins to trust you.',
    },
    {
      title: 'Sobremesa: The Lost Art of Lingering at the Table',
      topic: 'the lost art of lingering at the table after a meal',
      angle: 'Spanish has a word for the time spent talking once the plates are cleared: sobremesa. It names something many of us have lost — and something well worth reclaiming.',
    },
    {
      title: 'Tea and Talk: The Ritual of the Long Evening Visit',
      topic: 'the old ritual of long evening visits over tea',
      angle: 'In many Iranian homes, an evening visit means tea, fruit, sweets and hours of unhurried talk. Woven into that ritual is a quiet wisdom about how people come to know one another.',
    },
  ],
  sections: [
    {
      heading: 'Questions That Open Rather Than Close',
      paragraphs: [
        'Some questions shut a conversation before it has begun. “Did you have a good weekend?” invites a yes and a polite question in return. “What was the best part of your weekend?” asks the other person to step back into their memory and choose something. The shift is tiny, yet it hands them a small invitation to tell a story.',
        'Open questions usually begin with what, how or tell me about. They leave room for the answer to surprise you. Closed questions have their uses, especially when you need a fact, but a conversation built from nothing else feels like filling in a form. Notice how many of your questions could be answered in a single word.',
        'The most opening questions carry a trace of genuine curiosity. People can hear the difference between a question asked out of politeness and one asked because you truly want to know. If you are not really curious, it is better to ask less and listen more than to perform an interest you do not feel.',
      ],
    },
    {
      heading: 'Listening as an Active Skill',
      paragraphs: [
        'We tend to think of listening as the passive half of a conversation — the part where we wait our turn. In practice it is demanding work. It means holding your own reactions lightly, noticing what the other person leaves unsaid, and resisting the pull to steer things back onto familiar ground.',
        'One valuable habit is to reflect back what you heard before you respond: “So the job itself is fine, but you feel invisible there?” This is not parroting. It checks your understanding, proves you were paying attention, and often helps the other person hear their own thoughts more clearly.',
        'Good listeners are also at ease with not fixing things. When someone shares a problem, advice can land like a door swinging shut. Before offering solutions, ask: “Would you like ideas, or mostly to talk it through?” Many people will be relieved that you thought to ask.',
      ],
    },
    {
      heading: 'The Power of the Pause',
      paragraphs: [
        'Silence unsettles most of us. A pause of three or four seconds can feel endless, so we rush in with a joke, a new topic or a story of our own. Yet people often need that very pause to gather a thought that is harder to voice than the first.',
        'Try letting a silence stretch a little longer than feels comfortable. Keep your face relaxed, stay with the other person, and wait. You may be astonished how often the most important sentence of the conversation arrives just after the moment you would normally have filled.',
        'Pauses matter on your side of the table, too. You are allowed to say, “Give me a moment to think about that.” A considered answer honours the question. Speed is overrated in conversation; presence never is.',
      ],
    },
    {
      heading: 'Going Beneath the Surface',
      paragraphs: [
        'Conversations tend to unfold in layers. On the surface lie facts: what happened, where, when. Beneath them sit opinions, then feelings, then the needs and values that drive those feelings. Most everyday talk stays on the top layer — fine for logistics, but it leaves people feeling unknown.',
        'You can gently invite someone one layer down. After a fact, ask about the feeling: “How was that for you?” After a feeling, ask what was at stake: “What made it hit so hard?” Each step is small, and the other person is always free to stay where they are.',
        'Going deeper works best when it flows both ways. If you only ask and never share, the conversation begins to feel like an interview. Offer something of your own at a similar depth, and you create a space in which both of you can be a little more honest.',
      ],
    },
    {
      heading: 'Following the Thread',
      paragraphs: [
        'A study by researchers at Harvard found that people who asked more questions in conversation — especially follow-up questions — were better liked by their partners. The effect was strongest for follow-ups, the questions that build on what the other person has just said, because they prove you were really listening.',
        'A follow-up need not be clever. “What happened next?”, “How did you decide?” and “What was that like?” are usually enough. The point is to stay with the other person’s story a little longer rather than leaping to your own.',
        'If you catch yourself waiting for a gap to tell a similar story, try holding it back for one more exchange. There will be time for your experience later. For now, one more question can turn a passing remark into the real conversation.',
      ],
    },
    {
      heading: 'Saying What You Mean',
      paragraphs: [
        'Depth depends on clarity. When we hint rather than speak plainly, we force others to guess — and they often guess wrong. An “It is fine” that means “I am hurt” is a small untruth that makes real conversation impossible.',
        'Speaking from your own experience helps enormously. “I felt left out when the plans changed without me” is far easier to hear than “You always ignore me.” The first describes your reality and invites a response; the second is a verdict that invites a defence.',
        'Clarity is not the same as bluntness. You can say precisely what you mean with warmth, and with room for the other person’s view. Try stating the thing simply, then asking, “Does that make sense from where you stand?”',
      ],
    },
    {
      heading: 'Making It Safe to Be Honest',
      paragraphs: [
        'People open up only as far as it feels safe. If the last time they shared something real it was met with a joke, a lecture or gossip, they will stay on the surface with you — and they will be right to.',
        'Safety is built in small moments: how you react to a confession, whether you keep a confidence, whether you can hear disagreement without punishing it. Thank people for telling you difficult things, even when the content is hard to hear.',
        'It also helps to say aloud what you are offering. “You can tell me anything here, and I will not judge it” sounds simple, yet hearing it can lower someone’s guard more than you might expect. Then comes the real work: making it true.',
      ],
    },
    {
      heading: 'When Conversations Get Stuck',
      paragraphs: [
        'Every deep conversation snags at some point: a misunderstanding, a raw nerve, a moment when both people feel unheard. That is not a sign of failure; it is a sign that you have moved beyond the easy part.',
        'When you feel stuck, step back from the content and name the process: “I think we are talking past each other. May I try repeating what I think you mean?” This small move often breaks a loop that no amount of arguing ever could.',
        'Sometimes the wisest course is to pause and return later. “I want to keep talking about this, but I need a little time to think” is not avoidance — provided you actually come back. Promising to return, and keeping that promise, builds more trust than pushing on exhausted.',
      ],
    },
  ],
  lists: [
    {
      heading: 'The Habits of Deep Listeners',
      lead: 'People who excel at deep conversation tend to share a handful of quiet habits:',
      items: [
        'They put their phone out of sight, not merely face down on the table.',
        'They ask at least one follow-up question before offering their own view.',
        'They let silences breathe instead of rushing to fill them.',
        'They check their understanding before responding to it.',
        'They ask whether the other person wants advice or simply a listening ear.',
        'They remember details and bring them up again later.',
        'They share something of their own so the exchange stays mutual.',
      ],
      after: 'None of this requires charisma. These are choices anyone can practise, one conversation at a time.',
    },
    {
      heading: 'A Simple Practice for Your Next Conversation',
      lead: 'If you would like something concrete to try, walk through these steps the next time you sit down with someone you care about:',
      ordered: true,
      items: [
        'Before you meet, resolve to be curious rather than impressive.',
        'Open with a question that invites a story, not a yes or no.',
        'When they answer, ask one follow-up before saying anything about yourself.',
        'Reflect back the part that seemed to matter most to them.',
        'Share something of your own at a similar depth.',
        'At the end, tell them one thing you valued about the conversation.',
      ],
    },
  ],
  questions: {
    heading: 'Questions That Reach Beneath the Surface',
    lead: 'Here are some questions that tend to carry a conversation from information to connection. Use them gently, and only when you are ready to truly listen to the answer:',
    items: [
      'What is something you have changed your mind about in the past few years?',
      'What has been quietly draining your energy lately?',
      'What are you looking forward to that you have not told many people about?',
      'When do you feel most like yourself?',
      'What is a question you wish people asked you more often?',
      'What did you need to hear more of when you were younger?',
      'What are you proud of that rarely comes up?',
      'What would you like our conversations to feel like?',
    ],
  },
};

export const de: CategoryText = {
  titles: [
    {
      title: 'Wie man eine Frage stellt, die wirklich zählt',
      topic: 'die Kunst, eine Frage zu stellen, die wirklich zählt',
      angle: 'Die meisten Fragen, die wir stellen, sind Bitten um Informationen oder Mittel, eine Stille zu füllen. Eine Frage, die zählt, ist anders: Du stellst sie, weil du den Menschen vor dir wirklich kennenlernen willst.',
    },
    {
      title: 'Warum sich Smalltalk so leer anfühlt (und was du stattdessen fragen kannst)',
      topic: 'die Leere des Smalltalks und die Frage, was man stattdessen fragen kann',
      angle: 'Smalltalk ist nicht der Feind, er ist eine Tür. Schwierig wird es erst, wenn wir den ganzen Abend im Türrahmen stehen bleiben und nie hindurchgehen.',
    },
    {
      title: 'Die Kunst, zuzuhören, ohne die eigene Antwort zu planen',
      topic: 'die Kunst, zuzuhören, ohne die eigene Antwort zu planen',
      angle: 'Die meisten von uns hören mit einem Ohr zu und formulieren mit dem anderen schon ihre Antwort. Echtes Zuhören beginnt in dem Moment, in dem du diesen Entwurf loslässt.',
    },
    {
      title: 'Was Stille in einem Gespräch sagt',
      topic: 'die Bedeutung von Stille im Gespräch',
      angle: 'Wir beeilen uns, Pausen zu füllen, als wären sie Fehler. Dabei wartet oft genau in einer Pause der ehrlichste Teil eines Gesprächs.',
    },
    {
      title: 'Tiefer gehen, ohne aufdringlich zu sein',
      topic: 'die feine Grenze zwischen echtem Interesse und Aufdringlichkeit',
      angle: 'Jemanden gut kennen zu wollen, ist etwas anderes, als Zugang zu verlangen. Der Unterschied liegt darin, wie du fragst – und wie gelassen du eine geschlossene Tür akzeptierst.',
    },
    {
      title: 'Schweres freundlich sagen',
      topic: 'die Fähigkeit, Schweres freundlich auszusprechen',
      angle: 'Manche Sätze scheinen unmöglich: Das hat mich verletzt. Ich sehe das anders. So funktioniert es nicht. Unausgesprochen verschwinden sie nicht, sie verhärten sich zu Distanz.',
    },
    {
      title: 'Nachfragen: das Geheimnis guter Gespräche',
      topic: 'die stille Kraft einer guten Nachfrage',
      angle: 'Die erste Frage öffnet eine Tür, die zweite zeigt, dass du wirklich eintreten willst. Kaum eine Gewohnheit verändert die Atmosphäre eines Gesprächs so schnell.',
    },
    {
      title: 'Verletzlichkeit ist nicht dasselbe wie zu viel erzählen',
      topic: 'die Unterscheidung zwischen Verletzlichkeit und zu viel Offenheit',
      angle: 'Einer fast fremden Person die ganze Lebensgeschichte zu erzählen, ist nicht dasselbe, wie sich jemandem zu zeigen. Bei Verletzlichkeit geht es weniger darum, wie viel du preisgibst, als darum, warum und wem.',
    },
    {
      title: 'Warum wir aneinander vorbeireden',
      topic: 'die Gewohnheit, aneinander vorbeizureden',
      angle: 'Zwei Menschen können eine Stunde lang miteinander sprechen, beide überzeugt, sich klar ausgedrückt zu haben, und mit völlig unterschiedlichen Erinnerungen an dasselbe Gespräch auseinandergehen. Meist hat keiner gelogen; sie haben nur auf verschiedene Fragen geantwortet.',
    },
    {
      title: 'Der Mut, „Ich weiß es nicht“ zu sagen',
      topic: 'die Bereitschaft, „Ich weiß es nicht“ zu sagen',
      angle: 'Zuzugeben, dass man etwas nicht weiß, fühlt sich an wie ein Verlust an Boden. Im Gespräch ist es oft der Moment, in dem das Gegenüber endlich Vertrauen fasst.',
    },
    {
      title: 'Die verlorene Kunst der Sobremesa',
      topic: 'die verlorene Kunst, nach dem Essen noch lange am Tisch zu sitzen',
      angle: 'Im Spanischen gibt es ein Wort für die Zeit, in der man nach dem Abräumen der Teller weiterredet: Sobremesa. Es benennt etwas, das viele von uns verloren haben – und das es sich lohnt zurückzuholen.',
    },
    {
      title: 'Gespräche bei Tee: das Ritual des Abendbesuchs',
      topic: 'das alte Ritual langer Abendbesuche bei Tee',
      angle: 'In vielen iranischen Familien bedeutet ein Abendbesuch Tee, Obst, Süßigkeiten und Stunden ohne Eile. In diesem Ritual steckt eine leise Weisheit darüber, wie Menschen einander kennenlernen.',
    },
  ],
  sections: [
    {
      heading: 'Fragen, die öffnen statt schließen',
      paragraphs: [
        'Manche Fragen beenden ein Gespräch, bevor es begonnen hat. „Hattest du ein schönes Wochenende?“ lädt zu einem Ja und einer höflichen Gegenfrage ein. „Was war das Schönste an deinem Wochenende?“ bittet den anderen, in seine Erinnerung zurückzugehen und etwas auszuwählen. Der Unterschied ist winzig, aber er ist eine kleine Einladung, eine Geschichte zu erzählen.',
        'Offene Fragen beginnen meist mit „was“, „wie“ oder „erzähl mal“. Sie lassen Raum dafür, dass die Antwort dich überrascht. Geschlossene Fragen haben ihren Platz, vor allem wenn du eine Information brauchst, aber ein Gespräch, das nur aus ihnen besteht, fühlt sich an wie das Ausfüllen eines Formulars. Achte einmal darauf, wie viele deiner Fragen sich mit einem einzigen Wort beantworten lassen.',
        'Die Fragen, die am meisten öffnen, tragen einen Hauch echter Neugier in sich. Menschen hören den Unterschied zwischen einer Frage aus Höflichkeit und einer, die du stellst, weil du es wirklich wissen willst. Wenn du gerade nicht neugierig bist, frag lieber weniger und hör mehr zu, statt Interesse vorzuspielen, das du nicht empfindest.',
      ],
    },
    {
      heading: 'Zuhören als aktive Fähigkeit',
      paragraphs: [
        'Wir halten Zuhören gern für die passive Hälfte eines Gesprächs, für die Zeit, in der wir warten, bis wir dran sind. In Wirklichkeit ist es anstrengende Arbeit. Es bedeutet, die eigenen Reaktionen locker zu halten, zu bemerken, was der andere nicht sagt, und dem Drang zu widerstehen, das Gespräch auf vertrautes Terrain zurückzulenken.',
        'Eine hilfreiche Gewohnheit: Bevor du antwortest, gib wieder, was du gehört hast. „Die Arbeit selbst ist also in Ordnung, aber du fühlst dich dort unsichtbar?“ Das ist kein Nachplappern. Du prüfst dein Verständnis, zeigst, dass du aufmerksam warst, und hilfst dem anderen oft, die eigenen Gedanken klarer zu hören.',
        'Gute Zuhörer halten es auch aus, nichts zu reparieren. Wenn jemand von einem Problem erzählt, kann ein Ratschlag wirken wie eine Tür, die zufällt. Frag, bevor du Lösungen anbietest: „Möchtest du Ideen hören, oder willst du es vor allem einmal durchsprechen?“ Viele werden erleichtert sein, dass du gefragt hast.',
      ],
    },
    {
      heading: 'Die Kraft der Pause',
      paragraphs: [
        'Stille macht die meisten von uns nervös. Eine Pause von drei oder vier Sekunden kann sich endlos anfühlen, also springen wir mit einem Witz, einem neuen Thema oder unserer eigenen Geschichte hinein. Dabei brauchen Menschen oft genau diese Pause, um einen Gedanken zu sammeln, der schwerer auszusprechen ist als der erste.',
        'Versuch einmal, eine Stille etwas länger auszuhalten, als es sich natürlich anfühlt. Bleib entspannt, bleib beim anderen und warte. Du wirst überrascht sein, wie oft der wichtigste Satz des Gesprächs genau nach dem Moment kommt, den du sonst gefüllt hättest.',
        'Auch auf deiner Seite zählen Pausen. Du darfst sagen: „Lass mich kurz darüber nachdenken.“ Eine überlegte Antwort zeigt Respekt vor der Frage. Tempo wird im Gespräch überschätzt, Präsenz nicht.',
      ],
    },
    {
      heading: 'Unter die Oberfläche gehen',
      paragraphs: [
        'Gespräche bewegen sich in Schichten. An der Oberfläche liegen Fakten: was passiert ist, wo, wann. Darunter liegen Meinungen, dann Gefühle, dann die Bedürfnisse und Werte, die sie antreiben. Die meisten Alltagsgespräche bleiben in der obersten Schicht. Für Organisatorisches reicht das, aber Menschen fühlen sich dabei nicht erkannt.',
        'Du kannst jemanden behutsam eine Schicht tiefer einladen. Nach einer Tatsache frag nach dem Gefühl: „Wie war das für dich?“ Nach einem Gefühl frag danach, was auf dem Spiel stand: „Warum hat dich das so getroffen?“ Jeder Schritt ist klein, und der andere kann jederzeit bleiben, wo er ist.',
        'Tiefe gelingt am besten, wenn sie gegenseitig ist. Wer nur fragt und nie etwas von sich teilt, macht aus dem Gespräch ein Interview. Gib etwas von dir preis, ungefähr in derselben Tiefe, und es entsteht ein Raum, in dem ihr beide ein wenig ehrlicher sein könnt.',
      ],
    },
    {
      heading: 'Dem Faden folgen',
      paragraphs: [
        'Eine Studie von Forschenden in Harvard ergab, dass Menschen, die im Gespräch mehr Fragen stellten – vor allem Nachfragen –, von ihrem Gegenüber sympathischer gefunden wurden. Am stärksten war der Effekt bei Nachfragen, also Fragen, die an das anknüpfen, was der andere gerade gesagt hat. Sie beweisen, dass man zugehört hat.',
        'Eine Nachfrage muss nicht geistreich sein. „Und dann?“, „Wie hast du dich entschieden?“ und „Wie war das?“ reichen oft völlig. Es geht darum, ein wenig länger bei der Geschichte des anderen zu bleiben, statt zur eigenen zu springen.',
        'Wenn du merkst, dass du nur auf eine Lücke wartest, um eine ähnliche Geschichte zu erzählen, halte sie noch einen Wortwechsel lang zurück. Für deine Erfahrung ist später noch Zeit. Jetzt kann eine einzige weitere Frage aus einer beiläufigen Bemerkung das eigentliche Gespräch machen.',
      ],
    },
    {
      heading: 'Sagen, was du meinst',
      paragraphs: [
        'Tiefe braucht Klarheit. Wenn wir andeuten, statt auszusprechen, zwingen wir andere zum Raten, und sie raten oft falsch. Ein „Passt schon“, das eigentlich „Ich bin verletzt“ bedeutet, ist eine kleine Unwahrheit, die ein echtes Gespräch unmöglich macht.',
        'Es hilft, aus der eigenen Erfahrung zu sprechen. „Ich habe mich ausgeschlossen gefühlt, als die Pläne ohne mich geändert wurden“ ist leichter zu hören als „Du ignorierst mich immer“. Der erste Satz beschreibt deine Wirklichkeit und lädt zu einer Antwort ein; der zweite ist ein Urteil und lädt zur Verteidigung ein.',
        'Klarheit ist nicht dasselbe wie Schroffheit. Du kannst genau sagen, was du meinst, mit Wärme und mit Raum für die Sicht des anderen. Sag die Sache schlicht und frag dann: „Ergibt das von deiner Seite aus Sinn?“',
      ],
    },
    {
      heading: 'Einen sicheren Raum für Ehrlichkeit schaffen',
      paragraphs: [
        'Menschen öffnen sich nur so weit, wie es sich sicher anfühlt. Wenn das letzte Mal, als sie etwas Echtes erzählt haben, ein Witz, eine Belehrung oder Klatsch folgte, bleiben sie bei dir an der Oberfläche – und haben recht damit.',
        'Sicherheit entsteht in kleinen Momenten: wie du auf ein Geständnis reagierst, ob du etwas für dich behältst, ob du Widerspruch hören kannst, ohne ihn zu bestrafen. Bedank dich, wenn dir jemand etwas Schwieriges anvertraut, auch wenn der Inhalt schwer zu hören ist.',
        'Es hilft auch, laut auszusprechen, was du anbietest. „Du kannst mir hier alles sagen, und ich werde es nicht bewerten“ klingt einfach, aber es zu hören, kann jemandes Deckung mehr senken, als du erwartest. Danach besteht die Arbeit darin, es wahr zu machen.',
      ],
    },
    {
      heading: 'Wenn Gespräche festfahren',
      paragraphs: [
        'Jedes tiefe Gespräch gerät irgendwann ins Stocken: ein Missverständnis, ein wunder Punkt, ein Moment, in dem sich beide ungehört fühlen. Das ist kein Zeichen des Scheiterns, sondern ein Zeichen dafür, dass ihr den leichten Teil hinter euch gelassen habt.',
        'Wenn ihr feststeckt, tritt einen Schritt vom Inhalt zurück und benenne den Prozess: „Ich glaube, wir reden aneinander vorbei. Darf ich versuchen zu wiederholen, was du meinst?“ Dieser kleine Schritt durchbricht oft eine Schleife, die kein noch so langes Streiten auflösen würde.',
        'Manchmal ist es das Beste, innezuhalten und später weiterzusprechen. „Ich will darüber weiterreden, aber ich brauche etwas Zeit zum Nachdenken“ ist keine Vermeidung, wenn du tatsächlich zurückkommst. Zu versprechen, dass du wiederkommst, und es dann zu tun, schafft mehr Vertrauen, als sich erschöpft durchzukämpfen.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Gewohnheiten guter Zuhörer',
      lead: 'Menschen, die tiefe Gespräche führen können, teilen meist eine Handvoll stiller Gewohnheiten:',
      items: [
        'Sie legen das Handy außer Sichtweite, nicht nur mit dem Display nach unten auf den Tisch.',
        'Sie stellen mindestens eine Nachfrage, bevor sie ihre eigene Sicht teilen.',
        'Sie lassen Stille atmen, statt sie eilig zu füllen.',
        'Sie prüfen ihr Verständnis, bevor sie darauf antworten.',
        'Sie fragen, ob der andere Rat möchte oder einfach ein offenes Ohr.',
        'Sie merken sich Details und greifen sie später wieder auf.',
        'Sie erzählen auch etwas von sich, damit der Austausch gegenseitig bleibt.',
      ],
      after: 'Nichts davon erfordert Charisma. Es sind Entscheidungen, die jeder üben kann, Gespräch für Gespräch.',
    },
    {
      heading: 'Eine einfache Übung für dein nächstes Gespräch',
      lead: 'Wenn du etwas Konkretes ausprobieren möchtest, geh diese Schritte durch, wenn du das nächste Mal mit einem Menschen zusammensitzt, der dir wichtig ist:',
      ordered: true,
      items: [
        'Nimm dir vor dem Treffen vor, neugierig statt beeindruckend zu sein.',
        'Beginne mit einer Frage, die nach einer Geschichte fragt, nicht nach Ja oder Nein.',
        'Wenn geantwortet wird, stell eine Nachfrage, bevor du etwas über dich sagst.',
        'Gib den Teil wieder, der dem anderen am wichtigsten zu sein schien.',
        'Erzähl etwas von dir, in ähnlicher Tiefe.',
        'Sag am Ende eine Sache, die du an diesem Gespräch geschätzt hast.',
      ],
    },
  ],
  questions: {
    heading: 'Fragen, die unter die Oberfläche gehen',
    lead: 'Hier sind einige Fragen, die ein Gespräch oft von Information zu Verbindung führen. Stell sie behutsam und nur, wenn du bereit bist, der Antwort wirklich zuzuhören:',
    items: [
      'Worüber hast du in den letzten Jahren deine Meinung geändert?',
      'Was hat dich in letzter Zeit still und leise Kraft gekostet?',
      'Worauf freust du dich, ohne dass du es vielen erzählt hast?',
      'Wann fühlst du dich am meisten wie du selbst?',
      'Welche Frage würdest du gern öfter gestellt bekommen?',
      'Was hättest du als Kind gern öfter gehört?',
      'Worauf bist du stolz, obwohl es selten zur Sprache kommt?',
      'Wie sollen sich unsere Gespräche für dich anfühlen?',
    ],
  },
};

export const es: CategoryText = {
  titles: [
    {
      title: 'Cómo hacer una pregunta que de verdad importe',
      topic: 'el arte de hacer una pregunta que de verdad importe',
      angle: 'La mayoría de nuestras preguntas son peticiones de información o formas de llenar un silencio. Una pregunta que importa es distinta: la haces porque de verdad quieres conocer a la persona que tienes delante.',
    },
    {
      title: 'Por qué la charla trivial se siente vacía (y qué preguntar en su lugar)',
      topic: 'el vacío de la charla trivial y lo que podemos preguntar en su lugar',
      angle: 'La charla trivial no es el enemigo: es una puerta. El problema empieza cuando nos quedamos toda la noche en el umbral y nunca llegamos a cruzarla.',
    },
    {
      title: 'El arte de escuchar sin preparar tu respuesta',
      topic: 'el arte de escuchar sin preparar tu respuesta',
      angle: 'Casi todos escuchamos con un oído mientras redactamos la respuesta con el otro. La escucha de verdad empieza en el momento en que sueltas ese borrador.',
    },
    {
      title: 'Lo que dice el silencio en una conversación',
      topic: 'el significado del silencio en una conversación',
      angle: 'Nos apresuramos a llenar las pausas como si fueran errores. A menudo, una pausa es justo el lugar donde espera la parte más sincera de una conversación.',
    },
    {
      title: 'Cómo profundizar sin entrometerse',
      topic: 'la delgada línea entre profundizar y entrometerse',
      angle: 'Querer conocer bien a alguien no es lo mismo que exigirle acceso. La diferencia está en cómo preguntas y en la elegancia con la que aceptas una puerta cerrada.',
    },
    {
      title: 'Decir lo difícil con amabilidad',
      topic: 'la habilidad de decir algo difícil con amabilidad',
      angle: 'Hay frases que parecen imposibles de pronunciar: me has hecho daño, no estoy de acuerdo, esto no funciona. Si no se dicen, no desaparecen; se endurecen y se convierten en distancia.',
    },
    {
      title: 'Las repreguntas: el secreto de las buenas conversaciones',
      topic: 'el poder discreto de una buena repregunta',
      angle: 'La primera pregunta abre la puerta; la segunda demuestra que de verdad quieres entrar. Pocos hábitos cambian tan rápido el ambiente de una conversación.',
    },
    {
      title: 'La vulnerabilidad no es contarlo todo',
      topic: 'la diferencia entre la vulnerabilidad y el exceso de confidencias',
      angle: 'Contarle tu vida entera a alguien casi desconocido no es lo mismo que dejar que alguien te vea. La vulnerabilidad tiene menos que ver con cuánto revelas que con por qué lo haces y ante quién.',
    },
    {
      title: 'Por qué hablamos sin entendernos',
      topic: 'la costumbre de hablar sin llegar a entendernos',
      angle: 'Dos personas pueden hablar durante una hora, convencidas de haber sido claras, y salir con recuerdos completamente distintos de la misma conversación. Normalmente ninguna mentía: simplemente respondían a preguntas diferentes.',
    },
    {
      title: 'El valor de decir «no lo sé»',
      topic: 'el valor de decir «no lo sé»',
      angle: 'Admitir que no sabes algo parece una forma de perder terreno. En una conversación, sin embargo, suele ser el momento en que la otra persona empieza por fin a confiar en ti.',
    },
    {
      title: 'El arte perdido de la sobremesa',
      topic: 'el arte perdido de la sobremesa',
      angle: 'En español tenemos una palabra para el tiempo que pasamos hablando cuando ya se han retirado los platos: sobremesa. Nombra algo que muchos hemos perdido y que vale la pena recuperar.',
    },
    {
      title: 'Conversaciones con té: el ritual de la visita nocturna',
      topic: 'el viejo ritual de las largas visitas nocturnas con té',
      angle: 'En muchos hogares iraníes, una visita por la noche significa té, fruta, dulces y horas de conversación sin prisa. Ese ritual guarda una sabiduría discreta sobre cómo las personas llegan a conocerse.',
    },
  ],
  sections: [
    {
      heading: 'Preguntas que abren en lugar de cerrar',
      paragraphs: [
        'Algunas preguntas cierran la conversación antes de que empiece. «¿Qué tal el fin de semana?» invita a un «bien» y a una pregunta educada de vuelta. «¿Qué fue lo mejor de tu fin de semana?» le pide a la otra persona que vuelva a su memoria y elija algo. El cambio es mínimo, pero le ofrece una pequeña invitación a contar una historia.',
        'Las preguntas abiertas suelen empezar con qué, cómo o cuéntame. Dejan espacio para que la respuesta te sorprenda. Las preguntas cerradas tienen su lugar, sobre todo cuando necesitas un dato, pero una conversación hecha solo de ellas parece un formulario. Fíjate en cuántas de tus preguntas pueden responderse con una sola palabra.',
        'Las preguntas que más abren llevan un toque de curiosidad genuina. La gente nota la diferencia entre una pregunta hecha por cortesía y una hecha porque de verdad quieres saber. Si no sientes curiosidad, es mejor preguntar menos y escuchar más que fingir un interés que no tienes.',
      ],
    },
    {
      heading: 'Escuchar es una habilidad activa',
      paragraphs: [
        'Solemos pensar que escuchar es la mitad pasiva de una conversación, el rato en que esperamos nuestro turno. En la práctica es un trabajo exigente. Significa sostener tus propias reacciones con ligereza, notar lo que el otro no dice y resistir la tentación de llevar la charla de vuelta a terreno conocido.',
        'Un hábito útil es devolver lo que has oído antes de responder: «Entonces, el trabajo en sí está bien, pero allí te sientes invisible, ¿no?». No se trata de repetir como un loro. Compruebas que has entendido, demuestras que prestabas atención y, a menudo, ayudas al otro a escuchar sus propios pensamientos con más claridad.',
        'Quien sabe escuchar también se siente cómodo sin arreglar nada. Cuando alguien comparte un problema, un consejo puede sonar como una puerta que se cierra. Antes de ofrecer soluciones, pregunta: «¿Quieres ideas o prefieres sobre todo hablarlo?». Mucha gente agradecerá que lo preguntes.',
      ],
    },
    {
      heading: 'El poder de la pausa',
      paragraphs: [
        'El silencio pone nerviosos a casi todos. Una pausa de tres o cuatro segundos puede parecer eterna, así que nos lanzamos con un chiste, un tema nuevo o una historia propia. Sin embargo, muchas veces la otra persona necesita precisamente esa pausa para reunir un pensamiento más difícil de decir que el primero.',
        'Prueba a dejar que un silencio dure un poco más de lo que te resulta natural. Mantén el gesto relajado, quédate con la otra persona y espera. Te sorprenderá cuántas veces la frase más importante de la conversación llega justo después del momento que normalmente habrías llenado.',
        'Las pausas también importan de tu lado. Tienes derecho a decir: «Déjame pensarlo un momento». Una respuesta meditada muestra respeto por la pregunta. En una conversación, la rapidez está sobrevalorada; la presencia, no.',
      ],
    },
    {
      heading: 'Ir más allá de la superficie',
      paragraphs: [
        'Las conversaciones se mueven por capas. En la superficie están los hechos: qué pasó, dónde, cuándo. Debajo están las opiniones, luego los sentimientos y después las necesidades y los valores que los mueven. La mayoría de las charlas cotidianas se quedan en la capa de arriba, que sirve para organizarse pero deja a la gente con la sensación de no ser conocida.',
        'Puedes invitar con suavidad a alguien a bajar una capa. Después de un hecho, pregunta por el sentimiento: «¿Cómo fue eso para ti?». Después de un sentimiento, pregunta qué estaba en juego: «¿Por qué te afectó tanto?». Cada paso es pequeño, y la otra persona siempre puede decidir quedarse donde está.',
        'Profundizar funciona mejor cuando es mutuo. Si solo preguntas y nunca compartes, la conversación empieza a parecer una entrevista. Ofrece algo tuyo con una profundidad parecida y crearás un espacio en el que los dos podáis ser un poco más sinceros.',
      ],
    },
    {
      heading: 'Seguir el hilo',
      paragraphs: [
        'Un estudio de investigadores de Harvard descubrió que las personas que hacían más preguntas en una conversación, sobre todo repreguntas, caían mejor a sus interlocutores. El efecto era más fuerte con las repreguntas, las que se apoyan en lo que el otro acaba de decir, porque demuestran que estabas escuchando.',
        'Una repregunta no necesita ser ingeniosa. «¿Y qué pasó después?», «¿Cómo lo decidiste?» o «¿Cómo fue eso?» suelen bastar. Se trata de quedarte un poco más en la historia de la otra persona en lugar de saltar a la tuya.',
        'Si te descubres esperando un hueco para contar una historia parecida, guárdatela un intercambio más. Ya habrá tiempo para tu experiencia. Por ahora, una pregunta más puede convertir un comentario de pasada en la verdadera conversación.',
      ],
    },
    {
      heading: 'Decir lo que quieres decir',
      paragraphs: [
        'La profundidad depende de la claridad. Cuando insinuamos en lugar de decir las cosas, obligamos a los demás a adivinar, y a menudo adivinan mal. Un «no pasa nada» que significa «me has hecho daño» es una pequeña mentira que hace imposible una conversación real.',
        'Ayuda hablar desde tu propia experiencia. «Me sentí excluido cuando cambiasteis los planes sin contar conmigo» es más fácil de escuchar que «siempre me ignoras». La primera frase describe tu realidad e invita a responder; la segunda es un veredicto que invita a defenderse.',
        'Claridad no es lo mismo que brusquedad. Puedes decir exactamente lo que piensas con calidez y dejando espacio para el punto de vista del otro. Prueba a decirlo con sencillez y luego pregunta: «¿Tiene sentido desde donde tú lo ves?».',
      ],
    },
    {
      heading: 'Hacer que sea seguro ser sincero',
      paragraphs: [
        'Las personas solo se abren hasta donde se sienten seguras. Si la última vez que compartieron algo verdadero recibieron una broma, un sermón o un chisme, contigo se quedarán en la superficie, y harán bien.',
        'La seguridad se construye en momentos pequeños: cómo reaccionas ante una confidencia, si guardas un secreto, si puedes escuchar un desacuerdo sin castigarlo. Da las gracias cuando alguien te cuente algo difícil, aunque el contenido cueste escucharlo.',
        'También ayuda decir en voz alta lo que ofreces. «Aquí puedes contarme cualquier cosa y no voy a juzgarte» suena sencillo, pero escucharlo puede bajar las defensas de alguien más de lo que imaginas. Después, el trabajo consiste en que sea verdad.',
      ],
    },
    {
      heading: 'Cuando una conversación se atasca',
      paragraphs: [
        'Toda conversación profunda se atasca en algún momento: un malentendido, un punto sensible, un instante en que ambos se sienten poco escuchados. No es una señal de fracaso; es una señal de que habéis dejado atrás la parte fácil.',
        'Cuando te sientas atascado, da un paso atrás respecto al contenido y nombra el proceso: «Creo que estamos hablando sin entendernos. ¿Puedo intentar repetir lo que creo que quieres decir?». Este pequeño gesto rompe a menudo un bucle que ninguna discusión resolvería.',
        'A veces lo mejor es hacer una pausa y volver más tarde. «Quiero seguir hablando de esto, pero necesito un poco de tiempo para pensarlo» no es huir si de verdad vuelves. Prometer que volverás, y hacerlo, genera más confianza que seguir adelante agotados.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Hábitos de quienes saben escuchar',
      lead: 'Las personas que saben mantener conversaciones profundas suelen compartir unos cuantos hábitos discretos:',
      items: [
        'Guardan el móvil fuera de la vista, no solo boca abajo sobre la mesa.',
        'Hacen al menos una repregunta antes de dar su propia opinión.',
        'Dejan que los silencios respiren en lugar de correr a llenarlos.',
        'Comprueban que han entendido antes de responder.',
        'Preguntan si la otra persona quiere consejo o simplemente que la escuchen.',
        'Recuerdan los detalles y vuelven a sacarlos más adelante.',
        'Comparten algo propio para que el intercambio siga siendo mutuo.',
      ],
      after: 'Nada de esto requiere carisma. Son decisiones que cualquiera puede practicar, conversación a conversación.',
    },
    {
      heading: 'Un ejercicio sencillo para tu próxima conversación',
      lead: 'Si quieres probar algo concreto, sigue estos pasos la próxima vez que te sientes con alguien que te importa:',
      ordered: true,
      items: [
        'Antes del encuentro, proponte ser curioso en lugar de impresionar.',
        'Empieza con una pregunta que pida una historia, no un sí o un no.',
        'Cuando te responda, haz una repregunta antes de hablar de ti.',
        'Devuélvele la parte que parecía importarle más.',
        'Comparte algo tuyo con una profundidad parecida.',
        'Al final, dile una cosa que hayas valorado de la conversación.',
      ],
    },
  ],
  questions: {
    heading: 'Preguntas que van más allá de la superficie',
    lead: 'Estas son algunas preguntas que suelen llevar una conversación de la información a la conexión. Úsalas con delicadeza y solo cuando estés dispuesto a escuchar la respuesta:',
    items: [
      '¿Sobre qué has cambiado de opinión en los últimos años?',
      '¿Qué te ha estado quitando energía en silencio últimamente?',
      '¿Qué esperas con ilusión y todavía no le has contado a casi nadie?',
      '¿Cuándo te sientes más tú mismo?',
      '¿Qué pregunta te gustaría que te hicieran más a menudo?',
      '¿Qué necesitabas oír más cuando eras pequeño?',
      '¿De qué te sientes orgulloso aunque casi nunca salga en la conversación?',
      '¿Cómo te gustaría que fueran nuestras conversaciones?',
    ],
  },
};

export const fa: CategoryText = {
  titles: [
    {
      title: 'چطور پرسشی بپرسیم که واقعاً مهم باشد',
      topic: 'هنر پرسیدن پرسشی که واقعاً مهم است',
      angle: 'بیشتر پرسش‌هایی که می‌پرسیم درخواست اطلاعات‌اند یا راهی برای پر کردن سکوت. پرسشی که مهم است فرق دارد: آن را می‌پرسی چون واقعاً می‌خواهی آدمِ روبه‌رویت را بشناسی.',
    },
    {
      title: 'چرا گپ‌های روزمره توخالی به نظر می‌رسند (و به جایش چه بپرسیم)',
      topic: 'توخالی بودن گپ‌های روزمره و آنچه می‌شود به جایش پرسید',
      angle: 'گپ روزمره دشمن نیست؛ یک در است. مشکل وقتی شروع می‌شود که تمام شب در آستانه‌ی در بایستیم و هیچ‌وقت از آن نگذریم.',
    },
    {
      title: 'هنر گوش دادن بی‌آن‌که جوابت را آماده کنی',
      topic: 'هنر گوش دادن بی‌آن‌که در ذهن جواب آماده کنی',
      angle: 'بیشتر ما با یک گوش می‌شنویم و با گوش دیگر جوابمان را می‌نویسیم. گوش دادن واقعی از لحظه‌ای شروع می‌شود که آن پیش‌نویس را کنار می‌گذاری.',
    },
    {
      title: 'سکوت در گفت‌وگو چه می‌گوید',
      topic: 'معنای سکوت در گفت‌وگو',
      angle: 'عجله داریم مکث‌ها را پر کنیم، انگار اشتباه‌اند. اما اغلب صادقانه‌ترین بخش گفت‌وگو درست در همان مکث منتظر است.',
    },
    {
      title: 'چطور عمیق‌تر شویم بی‌آن‌که فضولی کنیم',
      topic: 'مرز باریک میان عمیق‌تر شدن و فضولی',
      angle: 'خواستن این‌که کسی را خوب بشناسی با طلبکارانه خواستن دسترسی به او یکی نیست. تفاوت در این است که چطور می‌پرسی و با چه وقاری دری بسته را می‌پذیری.',
    },
    {
      title: 'گفتن حرف سخت با مهربانی',
      topic: 'مهارت گفتن حرفی سخت با مهربانی',
      angle: 'بعضی جمله‌ها گفتنشان ناممکن به نظر می‌رسد: دلم را شکستی، موافق نیستم، این‌طور پیش نمی‌رود. اگر گفته نشوند از بین نمی‌روند؛ سفت می‌شوند و به فاصله بدل می‌شوند.',
    },
    {
      title: 'پرسش‌های پیگیر: راز گفت‌وگوهای خوب',
      topic: 'قدرت آرام یک پرسش پیگیر خوب',
      angle: 'پرسش اول در را باز می‌کند؛ پرسش دوم نشان می‌دهد واقعاً می‌خواهی وارد شوی. کمتر عادتی به این سرعت حال‌وهوای یک گفت‌وگو را عوض می‌کند.',
    },
    {
      title: 'آسیب‌پذیری یعنی همه‌چیز را گفتن نیست',
      topic: 'تفاوت میان آسیب‌پذیری و زیاده‌گویی',
      angle: 'تعریف کردن تمام قصه‌ی زندگی‌ات برای کسی که تقریباً غریبه است با این‌که بگذاری کسی تو را ببیند یکی نیست. آسیب‌پذیری کمتر به این ربط دارد که چقدر می‌گویی و بیشتر به این‌که چرا و به چه کسی.',
    },
    {
      title: 'چرا حرف همدیگر را نمی‌فهمیم',
      topic: 'عادت حرف زدن بی‌آن‌که همدیگر را بفهمیم',
      angle: 'دو نفر می‌توانند یک ساعت با هم حرف بزنند، هر دو مطمئن که روشن گفته‌اند، و با خاطره‌هایی کاملاً متفاوت از همان گفت‌وگو از هم جدا شوند. معمولاً هیچ‌کدام دروغ نگفته‌اند؛ فقط به پرسش‌های متفاوتی جواب داده‌اند.',
    },
    {
      title: 'شجاعت گفتن «نمی‌دانم»',
      topic: 'شجاعت گفتن «نمی‌دانم»',
      angle: 'اعتراف به ندانستن حس از دست دادن جایگاه را دارد. اما در گفت‌وگو، اغلب همان لحظه‌ای است که طرف مقابل سرانجام به تو اعتماد می‌کند.',
    },
    {
      title: 'هنر فراموش‌شده‌ی ماندن سر سفره',
      topic: 'هنر فراموش‌شده‌ی گفت‌وگوی پس از غذا',
      angle: 'در زبان اسپانیایی واژه‌ای هست برای زمانی که پس از جمع کردن بشقاب‌ها به حرف زدن می‌گذرد: «سوبره‌مسا». این واژه چیزی را نام می‌برد که بسیاری از ما از دستش داده‌ایم و ارزش دارد دوباره به دستش بیاوریم.',
    },
    {
      title: 'گفت‌وگو با چای: آیین شب‌نشینی',
      topic: 'آیین قدیمی شب‌نشینی‌های طولانی با چای',
      angle: 'در بسیاری از خانه‌های ایرانی، شب‌نشینی یعنی چای، میوه، شیرینی و ساعت‌ها گفت‌وگوی بی‌شتاب. در این آیین حکمتی آرام نهفته است درباره‌ی این‌که آدم‌ها چطور یکدیگر را می‌شناسند.',
    },
  ],
  sections: [
    {
      heading: 'پرسش‌هایی که باز می‌کنند، نه می‌بندند',
      paragraphs: [
        'بعضی پرسش‌ها گفت‌وگو را پیش از آغاز می‌بندند. «آخر هفته خوش گذشت؟» یک «آره» و یک پرسش مؤدبانه‌ی متقابل را دعوت می‌کند. «بهترین لحظه‌ی آخر هفته‌ات چه بود؟» از طرف مقابل می‌خواهد به حافظه‌اش برگردد و چیزی را انتخاب کند. تفاوت کوچک است، اما دعوتی کوچک برای تعریف کردن یک قصه به او می‌دهد.',
        'پرسش‌های باز معمولاً با «چه»، «چطور» یا «برایم تعریف کن» شروع می‌شوند. جا می‌گذارند که جواب غافلگیرت کند. پرسش‌های بسته هم جای خودشان را دارند، به‌ویژه وقتی به یک اطلاع نیاز داری، اما گفت‌وگویی که فقط از آن‌ها ساخته شود شبیه پر کردن فرم است. دقت کن چند تا از پرسش‌هایت را می‌شود با یک کلمه جواب داد.',
        'بازکننده‌ترین پرسش‌ها ردی از کنجکاوی واقعی دارند. آدم‌ها تفاوت پرسشی را که از سر ادب پرسیده می‌شود با پرسشی که چون واقعاً می‌خواهی بدانی می‌پرسی، می‌شنوند. اگر واقعاً کنجکاو نیستی، بهتر است کمتر بپرسی و بیشتر گوش کنی تا این‌که علاقه‌ای را بازی کنی که حسش نمی‌کنی.',
      ],
    },
    {
      heading: 'گوش دادن، مهارتی فعال',
      paragraphs: [
        'معمولاً گوش دادن را نیمه‌ی منفعل گفت‌وگو می‌دانیم، همان بخشی که منتظر نوبتمان هستیم. در عمل کاری دشوار است. یعنی واکنش‌های خودت را سبک نگه داری، متوجه آنچه طرف مقابل نمی‌گوید بشوی و در برابر وسوسه‌ی کشاندن گفت‌وگو به زمین آشنای خودت مقاومت کنی.',
        'یک عادت مفید این است که پیش از پاسخ دادن، آنچه شنیده‌ای را بازگو کنی: «یعنی خود کار مشکلی ندارد، ولی آن‌جا احساس می‌کنی دیده نمی‌شوی؟» این طوطی‌وار تکرار کردن نیست. فهمت را می‌سنجد، نشان می‌دهد حواست بوده و اغلب به طرف مقابل کمک می‌کند فکرهای خودش را روشن‌تر بشنود.',
        'شنونده‌های خوب با درست نکردن اوضاع هم کنار می‌آیند. وقتی کسی مشکلی را در میان می‌گذارد، نصیحت ممکن است مثل بسته شدن یک در به نظر برسد. پیش از پیشنهاد راه‌حل بپرس: «دوست داری ایده بشنوی یا بیشتر می‌خواهی درباره‌اش حرف بزنی؟» خیلی‌ها از این‌که پرسیده‌ای خیالشان راحت می‌شود.',
      ],
    },
    {
      heading: 'قدرت مکث',
      paragraphs: [
        'سکوت بیشتر ما را مضطرب می‌کند. مکثی سه چهار ثانیه‌ای ممکن است بی‌پایان به نظر برسد، پس با یک شوخی، موضوعی تازه یا قصه‌ی خودمان به میان می‌پریم. اما آدم‌ها اغلب درست به همان مکث نیاز دارند تا فکری را جمع کنند که گفتنش از اولی سخت‌تر است.',
        'امتحان کن بگذاری سکوتی کمی بیش از آنچه طبیعی به نظر می‌رسد ادامه پیدا کند. چهره‌ات را آرام نگه دار، کنار طرف مقابل بمان و صبر کن. تعجب خواهی کرد که چقدر پیش می‌آید مهم‌ترین جمله‌ی گفت‌وگو درست بعد از لحظه‌ای برسد که معمولاً پرش می‌کردی.',
        'مکث در سمت تو هم اهمیت دارد. اجازه داری بگویی: «بگذار یک لحظه فکر کنم.» پاسخ سنجیده احترام به پرسش است. در گفت‌وگو سرعت بیش از اندازه ارج گذاشته می‌شود؛ حضور هرگز.',
      ],
    },
    {
      heading: 'رفتن به زیر سطح',
      paragraphs: [
        'گفت‌وگوها لایه‌لایه پیش می‌روند. روی سطح، واقعیت‌ها هستند: چه شد، کجا، کی. زیر آن عقیده‌ها هستند، بعد احساس‌ها، و بعد نیازها و ارزش‌هایی که این احساس‌ها را به حرکت درمی‌آورند. بیشتر گفت‌وگوهای روزمره در لایه‌ی بالایی می‌مانند که برای هماهنگی کارها خوب است، اما آدم‌ها را با این حس رها می‌کند که شناخته نشده‌اند.',
        'می‌توانی به‌آرامی کسی را به یک لایه پایین‌تر دعوت کنی. بعد از یک واقعیت، درباره‌ی احساس بپرس: «برای تو چطور بود؟» بعد از یک احساس، بپرس چه چیزی در میان بود: «چرا این‌قدر به دلت نشست؟» هر قدم کوچک است و طرف مقابل همیشه می‌تواند همان‌جا که هست بماند.',
        'عمیق شدن وقتی دوطرفه باشد بهتر جواب می‌دهد. اگر فقط بپرسی و هرگز چیزی از خودت نگویی، گفت‌وگو کم‌کم شبیه مصاحبه می‌شود. چیزی از خودت در عمقی مشابه در میان بگذار تا فضایی ساخته شود که هر دو بتوانید در آن کمی صادق‌تر باشید.',
      ],
    },
    {
      heading: 'دنبال کردن رشته‌ی حرف',
      paragraphs: [
        'پژوهشی از محققان دانشگاه هاروارد نشان داد کسانی که در گفت‌وگو پرسش‌های بیشتری می‌پرسیدند، به‌ویژه پرسش‌های پیگیر، نزد طرف مقابل محبوب‌تر بودند. این اثر در پرسش‌های پیگیر از همه قوی‌تر بود، یعنی پرسش‌هایی که بر پایه‌ی حرف تازه‌ی طرف مقابل ساخته می‌شوند، چون ثابت می‌کنند گوش می‌داده‌ای.',
        'پرسش پیگیر لازم نیست زیرکانه باشد. «بعدش چه شد؟»، «چطور تصمیم گرفتی؟» و «چه حالی داشت؟» اغلب کافی‌اند. نکته این است که کمی بیشتر با قصه‌ی طرف مقابل بمانی به جای این‌که به قصه‌ی خودت بپری.',
        'اگر دیدی منتظر فرصتی هستی تا قصه‌ای مشابه تعریف کنی، آن را یک رفت‌وبرگشت دیگر نگه دار. برای تجربه‌ی تو بعداً هم وقت هست. فعلاً یک پرسش دیگر می‌تواند اشاره‌ای گذرا را به گفت‌وگوی واقعی تبدیل کند.',
      ],
    },
    {
      heading: 'گفتن آنچه منظورت است',
      paragraphs: [
        'عمق به روشنی وابسته است. وقتی به جای گفتن، اشاره می‌کنیم، دیگران را وادار به حدس زدن می‌کنیم و اغلب اشتباه حدس می‌زنند. «چیزی نیست» که معنایش «دلم شکسته» است، دروغ کوچکی است که گفت‌وگوی واقعی را ناممکن می‌کند.',
        'حرف زدن از تجربه‌ی خودت کمک می‌کند. «وقتی برنامه بدون من عوض شد، احساس کردم کنار گذاشته شده‌ام» را راحت‌تر از «تو همیشه مرا نادیده می‌گیری» می‌شود شنید. جمله‌ی اول واقعیت تو را توصیف می‌کند و به پاسخ دعوت می‌کند؛ جمله‌ی دوم حکمی است که به دفاع دعوت می‌کند.',
        'روشنی با تندی یکی نیست. می‌توانی دقیقاً همان چیزی را که منظورت است با گرمی و با جا گذاشتن برای دیدگاه دیگری بگویی. حرفت را ساده بزن و بعد بپرس: «از جایی که تو ایستاده‌ای، این منطقی به نظر می‌رسد؟»',
      ],
    },
    {
      heading: 'امن کردن فضا برای صداقت',
      paragraphs: [
        'آدم‌ها فقط تا جایی باز می‌شوند که احساس امنیت کنند. اگر دفعه‌ی قبل که چیزی واقعی گفتند با شوخی، موعظه یا بدگویی روبه‌رو شدند، با تو در همان سطح می‌مانند و حق هم دارند.',
        'امنیت در لحظه‌های کوچک ساخته می‌شود: این‌که در برابر یک اعتراف چه واکنشی نشان می‌دهی، این‌که رازی را نگه می‌داری یا نه، این‌که می‌توانی مخالفت را بشنوی بی‌آن‌که تنبیهش کنی. وقتی کسی حرف سختی به تو می‌گوید، از او تشکر کن، حتی اگر شنیدنش دشوار باشد.',
        'کمک می‌کند آنچه را پیشنهاد می‌کنی به زبان بیاوری. «این‌جا می‌توانی هر چیزی به من بگویی و قضاوتت نمی‌کنم» ساده به نظر می‌رسد، اما شنیدنش می‌تواند بیش از آنچه فکر می‌کنی گارد کسی را پایین بیاورد. بعد کار اصلی این است که آن را راست کنی.',
      ],
    },
    {
      heading: 'وقتی گفت‌وگو گیر می‌کند',
      paragraphs: [
        'هر گفت‌وگوی عمیقی جایی گیر می‌کند: یک سوءتفاهم، یک نقطه‌ی حساس، لحظه‌ای که هر دو احساس می‌کنید شنیده نمی‌شوید. این نشانه‌ی شکست نیست؛ نشانه‌ی این است که از بخش آسان گذشته‌اید.',
        'وقتی حس می‌کنی گیر کرده‌اید، یک قدم از محتوا عقب بایست و خود روند را نام ببر: «فکر می‌کنم داریم از کنار هم حرف می‌زنیم. اجازه می‌دهی آنچه فکر می‌کنم منظورت است را تکرار کنم؟» این حرکت کوچک اغلب چرخه‌ای را می‌شکند که هیچ مقدار بحثی نمی‌شکست.',
        'گاهی بهترین کار این است که مکث کنید و بعداً برگردید. «می‌خواهم درباره‌اش حرف بزنیم، اما کمی وقت لازم دارم تا فکر کنم» فرار نیست، به شرطی که واقعاً برگردی. قول بازگشت دادن و عمل کردن به آن، بیش از ادامه دادن با خستگی اعتماد می‌سازد.',
      ],
    },
  ],
  lists: [
    {
      heading: 'عادت‌های شنونده‌های عمیق',
      lead: 'کسانی که در گفت‌وگوی عمیق خوب‌اند معمولاً چند عادت آرام مشترک دارند:',
      items: [
        'گوشی‌شان را از جلوی چشم دور می‌کنند، نه این‌که فقط آن را وارونه روی میز بگذارند.',
        'پیش از گفتن نظر خودشان دست‌کم یک پرسش پیگیر می‌پرسند.',
        'می‌گذارند سکوت نفس بکشد و برای پر کردنش عجله نمی‌کنند.',
        'پیش از پاسخ دادن، فهم خودشان را می‌سنجند.',
        'می‌پرسند طرف مقابل نصیحت می‌خواهد یا فقط گوشی شنوا.',
        'جزئیات را به خاطر می‌سپارند و بعدها دوباره به آن‌ها اشاره می‌کنند.',
        'چیزی از خودشان هم در میان می‌گذارند تا گفت‌وگو دوطرفه بماند.',
      ],
      after: 'هیچ‌کدام از این‌ها به کاریزما نیاز ندارد. انتخاب‌هایی‌اند که هر کسی می‌تواند تمرینشان کند، گفت‌وگو به گفت‌وگو.',
    },
    {
      heading: 'تمرینی ساده برای گفت‌وگوی بعدی',
      lead: 'اگر می‌خواهی چیزی ملموس را امتحان کنی، دفعه‌ی بعد که با کسی که برایت عزیز است نشستی، این قدم‌ها را طی کن:',
      ordered: true,
      items: [
        'پیش از دیدار، تصمیم بگیر کنجکاو باشی، نه تأثیرگذار.',
        'با پرسشی شروع کن که قصه بخواهد، نه بله یا نه.',
        'وقتی جواب داد، پیش از گفتن چیزی درباره‌ی خودت یک پرسش پیگیر بپرس.',
        'بخشی را که به نظر می‌رسید برایش مهم‌تر است بازگو کن.',
        'چیزی از خودت در عمقی مشابه در میان بگذار.',
        'در پایان، یک چیز را که از این گفت‌وگو قدر دانستی به او بگو.',
      ],
    },
  ],
  questions: {
    heading: 'پرسش‌هایی که به زیر سطح می‌روند',
    lead: 'این‌ها پرسش‌هایی‌اند که معمولاً گفت‌وگو را از اطلاعات به پیوند می‌برند. با ملایمت از آن‌ها استفاده کن و فقط وقتی که آماده‌ای واقعاً به جواب گوش دهی:',
    items: [
      'در چند سال اخیر نظرت درباره‌ی چه چیزی عوض شده است؟',
      'این روزها چه چیزی بی‌سروصدا انرژی‌ات را می‌گیرد؟',
      'منتظر چه چیزی هستی که هنوز به کمتر کسی گفته‌ای؟',
      'کی بیش از همه احساس می‌کنی خودت هستی؟',
      'دوست داری مردم بیشتر چه پرسشی از تو بپرسند؟',
      'در کودکی دلت می‌خواست بیشتر چه چیزی بشنوی؟',
      'به چه چیزی افتخار می‌کنی که کمتر پیش می‌آید درباره‌اش حرف زده شود؟',
      'دوست داری گفت‌وگوهای ما چه حال‌وهوایی داشته باشند؟',
    ],
  },
};
