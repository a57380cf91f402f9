// The ELAR skills practice: original questions, six per TSIA2 reading and writing reporting category.
import { draft, ferry, meadows, skeptic } from './elar-passages.mjs';

export const literary = [
  {
    id: 'ES01', file: 'es01-ferry-theme.xml', title: 'The Last Ferry: theme', passages: [ferry],
    prompt: 'Which statement best expresses a theme of the passage?',
    choices: [
      'An unexpected change of plans can lead to an experience worth keeping.',
      'People who are late should not expect others to wait for them.',
      'Children understand the sea better than adults do.',
      'Selling a family home is always a mistake.',
    ],
    correct: 'A',
    why: 'Nadia misses the ferry and loses the visit she planned, yet the hours with the boy and the arrival by lamplight become “the one she would remember” (paragraph 6). The story is about what the change gives her, not about punctuality; the boy knows the dock well, but the passage never says children understand the sea better.',
  },
  {
    id: 'ES02', file: 'es02-ferry-deckhand.xml', title: 'The Last Ferry: a comparison', passages: [ferry],
    prompt: 'In paragraph 1, the deckhand shakes his head at Nadia “the way people shake their heads at rain.” What does this comparison suggest?',
    choices: [
      'He is angry that Nadia arrived late.',
      'He sees her missing the boat as ordinary and beyond anyone’s control.',
      'He feels deeply sorry for Nadia.',
      'He wants Nadia to go back home.',
    ],
    correct: 'B',
    why: 'People shake their heads at rain because it is common and nobody can change it. The comparison shows the deckhand treats a missed ferry the same way: a small, everyday misfortune. Nothing in his words or actions shows anger or deep sympathy.',
  },
  {
    id: 'ES03', file: 'es03-ferry-why-upset.xml', title: 'The Last Ferry: inference', passages: [ferry],
    prompt: 'Based on paragraph 3, why does arriving after dark trouble Nadia?',
    choices: [
      'She is afraid of travelling across the water at night.',
      'She will have nowhere to sleep when she arrives.',
      'She wanted to see each room of the house clearly one last time before it was sold.',
      'She promised her grandmother she would arrive before dark.',
    ],
    correct: 'C',
    why: 'Paragraph 3 says she meant “to walk through every room one last time” before the sale, and that after dark the rooms “would be nothing but shapes.” The passage mentions no fear of the crossing, no lodging problem and no promise.',
  },
  {
    id: 'ES04', file: 'es04-ferry-boy.xml', title: 'The Last Ferry: a character’s words', passages: [ferry],
    prompt: 'What does the boy reveal about himself when he says, “I miss it every day. On purpose”?',
    choices: [
      'He values the unhurried time between ferries.',
      'He is not allowed to ride the ferry.',
      'He has trouble keeping track of time.',
      'He is waiting for someone who never arrives.',
    ],
    correct: 'A',
    why: 'He chooses to miss the boat because he thinks the hours between ferries are “the best hours on the whole coast” when “nobody’s in a hurry.” Missing it “on purpose” rules out trouble with time.',
  },
  {
    id: 'ES05', file: 'es05-ferry-word-choice.xml', title: 'The Last Ferry: word choice', passages: [ferry],
    prompt: 'In paragraph 5, the light on the water turns “from pewter to copper.” What do these words describe?',
    choices: [
      'Coins the boy finds under the pilings',
      'The change in the colour of the light as evening comes',
      'The metal parts of the ferry',
      'The colour of the crabs hiding in the water',
    ],
    correct: 'B',
    why: 'Pewter is a dull gray metal and copper a warm reddish one. The sentence says the light turned from one to the other “as the afternoon leaned toward evening,” so the words show the light warming as the day ends.',
  },
  {
    id: 'ES06', file: 'es06-ferry-structure.xml', title: 'The Last Ferry: how the ending connects', passages: [ferry],
    prompt: 'How does paragraph 6 relate to paragraph 3?',
    choices: [
      'It shows that Nadia’s fears in paragraph 3 came true exactly as she expected.',
      'It introduces a new problem that paragraph 3 did not mention.',
      'It returns to the house at night and shows Nadia now sees that visit differently.',
      'It explains why the house was being sold.',
    ],
    correct: 'C',
    why: 'In paragraph 3 arriving after dark seems to ruin the visit. Paragraph 6 comes back to the same idea, seeing the house by lamplight, but now Nadia finds meaning in it. The ending changes her view rather than confirming her fear.',
  },
];

export const informational = [
  {
    id: 'ES07', file: 'es07-meadows-central-idea.xml', title: 'Meadows in the Sky: central idea', passages: [meadows],
    prompt: 'Which statement best expresses the central idea of “Meadows in the Sky”?',
    choices: [
      'Flat city roofs are usually covered in tar, gravel or metal.',
      'Green roofs can help cities manage rain, lower heat and shelter wildlife.',
      'Bees and butterflies can live several stories above the street.',
      'Every city should require green roofs on new buildings.',
    ],
    correct: 'B',
    why: 'The passage gives three benefits, one per paragraph: water (2), temperature (3) and wildlife (4). The roofs of paragraph 1 and the insects of paragraph 4 are details; the passage reports what cities do but never argues that every city should require them.',
  },
  {
    id: 'ES08', file: 'es08-meadows-sponge.xml', title: 'Meadows in the Sky: a comparison', passages: [meadows],
    prompt: 'In paragraph 2, the author says a planted roof “works like a sponge.” What idea does this comparison help explain?',
    choices: [
      'A planted roof needs to be cleaned often.',
      'A planted roof soaks up rainwater and lets it go slowly.',
      'A planted roof is soft enough to walk on.',
      'A planted roof is cheaper than a hard roof.',
    ],
    correct: 'B',
    why: 'The sentences around the comparison say a planted roof “can hold back a large share of the rain” and “release the rest slowly,” as a sponge holds water and lets it drip out. The paragraph says nothing about cleaning, walking or cost.',
  },
  {
    id: 'ES09', file: 'es09-meadows-paragraph-purpose.xml', title: 'Meadows in the Sky: purpose of a paragraph', passages: [meadows],
    prompt: 'What is the main purpose of paragraph 3?',
    choices: [
      'To explain how green roofs can reduce heat in buildings and neighborhoods',
      'To argue that dark roofs should be banned',
      'To describe the plants that grow best on roofs',
      'To compare the costs of different kinds of roofs',
    ],
    correct: 'A',
    why: 'Paragraph 3 opens with “Green roofs also affect temperature” and then explains shading, evaporation, lower cooling bills and cooler evenings. It does not propose a ban, list plants or discuss costs.',
  },
  {
    id: 'ES10', file: 'es10-meadows-evidence.xml', title: 'Meadows in the Sky: supporting evidence', passages: [meadows],
    prompt: 'Which sentence from the passage best supports the idea that green roofs provide habitat for wildlife?',
    choices: [
      '“A growing number of city governments see those roofs as wasted space.”',
      '“A planted roof works like a sponge.”',
      '“Building managers report lower cooling bills on the top floors.”',
      '“Bees, butterflies and birds have been found on roofs several stories above the street.”',
    ],
    correct: 'D',
    why: 'Only the sentence about bees, butterflies and birds describes animals living on the roofs. The other sentences support different points: the cities’ view of roofs, rain and temperature.',
  },
  {
    id: 'ES11', file: 'es11-builder-claim.xml', title: 'A Builder’s Second Thoughts: the author’s claim', passages: [skeptic],
    prompt: 'Which statement best expresses the main claim of “A Builder’s Second Thoughts”?',
    choices: [
      'Green roofs cause more problems than they solve.',
      'Cities that want green roofs should help pay for the engineering and plan for upkeep.',
      'Older buildings should be torn down and replaced with new ones.',
      'Green roofs are too heavy to be built on any building.',
    ],
    correct: 'B',
    why: 'The author still likes green roofs (paragraph 1) and says cities should not give up on them; the claim, stated in paragraph 3, is that cities must help with the costs of weight and maintenance. The passage says many older buildings need reinforcement, not that all buildings are unsuitable.',
  },
  {
    id: 'ES12', file: 'es12-synthesis.xml', title: 'Two passages about green roofs', passages: [meadows, skeptic],
    prompt: 'How would the author of “A Builder’s Second Thoughts” most likely respond to the benefits described in “Meadows in the Sky”?',
    choices: [
      'By rejecting them as exaggerations',
      'By accepting them but warning that their costs must be planned and shared',
      'By adding that green roofs also lower taxes',
      'By arguing that wildlife on roofs is a danger to buildings',
    ],
    correct: 'B',
    why: 'The builder writes “I still like them” and “None of this means cities should give up on green roofs,” so he accepts the benefits. His concern is weight and maintenance, and who pays. Neither passage mentions taxes, and the builder never calls wildlife a danger.',
  },
];

export const essayRevision = [
  {
    id: 'ES13', file: 'es13-draft-main-claim.xml', title: 'Draft: the main claim', passages: [draft],
    prompt: 'Which sentence states the main claim of the draft?',
    choices: ['Sentence 1', 'Sentence 4', 'Sentence 9', 'Sentence 13'], correct: 'B',
    why: 'Sentence 4 says what the writer wants: “Our school should hold a monthly repair café.” Every later paragraph gives a reason for it or answers an objection. Sentence 1 describes the problem, and sentence 9 introduces one reason.',
  },
  {
    id: 'ES14', file: 'es14-draft-irrelevant.xml', title: 'Draft: a sentence that does not belong', passages: [draft],
    prompt: 'Which sentence in the second paragraph (sentences 5–8) should be deleted because it does not support the paragraph’s point?',
    choices: ['Sentence 5', 'Sentence 6', 'Sentence 7', 'Sentence 8'], correct: 'D',
    why: 'The paragraph argues that a repair café saves money and helps the environment. Where landfills are located (sentence 8) supports neither point. Sentences 6 and 7 give the money and environment reasons.',
  },
  {
    id: 'ES15', file: 'es15-draft-transition.xml', title: 'Draft: a transition', passages: [draft],
    prompt: 'The writer wants to add a word or phrase at the beginning of sentence 7. Which choice best connects sentence 7 to the sentences before it?',
    choices: ['For example,', 'In addition,', 'However,', 'Instead,'], correct: 'B',
    why: 'Sentences 5–6 give one benefit (saving money) and sentence 7 adds a second (the environment), so an adding transition fits: “In addition.” “For example” would wrongly make sentence 7 an example of saving money; “However” and “Instead” signal a contrast that is not there.',
  },
  {
    id: 'ES16', file: 'es16-draft-agreement.xml', title: 'Draft: subject–verb agreement', passages: [draft],
    prompt: 'Which is the best revision of the underlined part of sentence 14, “where things <u>gets</u> a second life”?',
    choices: ['NO CHANGE', 'where things get a second life', 'where things is getting a second life', 'where things getting a second life'], correct: 'B',
    why: 'The subject “things” is plural, so the verb must be plural: “things get.” “Gets” and “is getting” are singular, and “getting” alone is not a complete verb.',
  },
  {
    id: 'ES17', file: 'es17-draft-support.xml', title: 'Draft: adding support', passages: [draft],
    prompt: 'The writer wants to add a sentence after sentence 10 to support the idea that students would learn useful skills. Which sentence best does this?',
    choices: [
      'A student who learns to replace a bicycle chain will never again need to pay someone to do it.',
      'Electricians must be licensed in most states.',
      'Long ago, tailors made most people’s clothes by hand.',
      'Art students could design a logo for the repair café.',
    ],
    correct: 'A',
    why: 'The paragraph’s point is that the skills are useful for life. The bicycle chain example shows a skill a student keeps using. Licensing, the history of tailoring and a logo do not show that the skills are useful.',
  },
  {
    id: 'ES18', file: 'es18-draft-combine.xml', title: 'Draft: combining sentences', passages: [draft],
    prompt: 'Which is the best way to combine sentences 12 and 13?',
    choices: [
      'Some people say that the school does not have space for a repair café, the cafeteria sits empty every Saturday morning.',
      'Some people say that the school does not have space for a repair café, but the cafeteria sits empty every Saturday morning.',
      'Some people say that the school does not have space for a repair café because the cafeteria sits empty every Saturday morning.',
      'Some people say that the school does not have space for a repair café, so the cafeteria sits empty every Saturday morning.',
    ],
    correct: 'B',
    why: 'Sentence 13 answers the objection in sentence 12, so the sentences contrast and “but” joins them. Choice A joins two sentences with only a comma (a comma splice); “because” and “so” claim a cause that is not there.',
  },
];

export const sentences = [
  {
    id: 'ES19', file: 'es19-inline-neither-nor.xml', title: 'Sentence completion: agreement with neither…nor',
    prompt: 'Choose the word that correctly completes the sentence.',
    sentence: 'Neither the coach nor the players {{}} ready for the storm that delayed the game.',
    inline: ['was', 'were', 'is being', 'been'], correct: 'B',
    why: 'With “neither…nor,” the verb agrees with the nearer subject, “the players,” which is plural, so the verb is “were.” “Been” needs a helping verb, and “is being” is singular and in the wrong tense.',
  },
  {
    id: 'ES20', file: 'es20-hottext-agreement.xml', title: 'Sentence editing: find the error',
    prompt: 'One of the highlighted words contains an error. Select the word that should be changed.',
    sentence: 'The museum’s new exhibit, which [[opens]] next week, [[feature]] paintings by artists who [[have]] never [[shown]] their work before.',
    correct: 'H2',
    why: 'The subject of the main clause is “exhibit,” which is singular; the clause between the commas does not change that. The verb should be “features.” “Opens” agrees with “exhibit” and “have shown” agrees with “artists.”',
  },
  {
    id: 'ES21', file: 'es21-comma-splice.xml', title: 'Sentence revision: joining clauses',
    stem: '<p>The storm knocked out power across the county, crews worked through the night to restore it.</p>',
    prompt: 'Which is the best revision of the sentence above?',
    choices: [
      'NO CHANGE',
      'The storm knocked out power across the county; crews worked through the night to restore it.',
      'The storm knocked out power across the county crews worked through the night to restore it.',
      'The storm knocked out power across the county, and, crews worked through the night to restore it.',
    ],
    correct: 'B',
    why: 'The sentence joins two complete sentences with only a comma, which is a comma splice. A semicolon joins them correctly. Removing the comma makes a run-on, and the comma after “and” is not needed.',
  },
  {
    id: 'ES22', file: 'es22-dangling-modifier.xml', title: 'Sentence revision: a misplaced modifier',
    stem: '<p>Walking into the kitchen, the smell of fresh bread greeted Luis.</p>',
    prompt: 'Which is the best revision of the sentence above?',
    choices: [
      'NO CHANGE',
      'Walking into the kitchen, fresh bread was smelled by Luis.',
      'Walking into the kitchen, Luis smelled fresh bread.',
      'The smell of fresh bread, walking into the kitchen, greeted Luis.',
    ],
    correct: 'C',
    why: 'The phrase “Walking into the kitchen” must describe the person who walks, so “Luis” must come right after it. As written, the smell seems to be walking. Choice B makes the bread do the walking.',
  },
  {
    id: 'ES23', file: 'es23-inline-transition.xml', title: 'Sentence completion: a transition',
    prompt: 'Choose the word that best completes the sentence.',
    sentence: 'The trail was steep and rocky; {{}}, the hikers reached the summit before noon.',
    inline: ['therefore', 'nevertheless', 'for instance', 'similarly'], correct: 'B',
    why: 'A hard trail would make a fast climb surprising, so the second idea contrasts with the first: “nevertheless.” “Therefore” would mean the rocky trail caused the early arrival; “for instance” and “similarly” do not fit the relationship.',
  },
  {
    id: 'ES24', file: 'es24-parallel-structure.xml', title: 'Sentence revision: parallel structure',
    stem: '<p>In her new job, Rosa answers phones, schedules meetings, and she is also writing reports.</p>',
    prompt: 'Which is the best revision of the sentence above?',
    choices: [
      'NO CHANGE',
      'In her new job, Rosa answers phones, schedules meetings, and writes reports.',
      'In her new job, Rosa answers phones, scheduling meetings, and writes reports.',
      'In her new job, Rosa is answering phones, schedules meetings, and writing reports.',
    ],
    correct: 'B',
    why: 'Items in a list should share one form. “Answers,” “schedules” and “writes” are all present-tense verbs with the subject Rosa. The other choices mix forms such as “scheduling” and “is answering.”',
  },
];
