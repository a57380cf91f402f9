// Reading passages and drafts of the adaptive ELAR practice: original writing, kept short so that
// each question can be given alone, in whatever order the engine picks it.

export const bakery = {
  identifier: 'PASSAGE-FOUR-AM', file: 'four-in-the-morning.xml', title: 'Four in the Morning',
  paragraphs: [
    'The alarm went off at 3:40, and Rosa lay still for one long minute, bargaining with the dark. Then she remembered that her uncle had trusted her with the ovens, and she was up before the second buzz.',
    'The bakery was cold and smelled of yesterday’s flour. Uncle Teo was already there, sleeves rolled, humming a song with no words. He nodded at the dough rising under its cloths as if introducing her to old friends. “They’ve been waiting for you,” he said.',
    'For an hour they worked without talking. Rosa shaped the rolls too quickly at first, and they slumped on the tray like tired sleepers. Teo said nothing. He only pressed one of his own beside hers: round, tight, proud. She watched his thumbs, slowed down, and tried again.',
    'At six the first customer knocked on the glass, a bus driver who came every morning for two rolls and a coffee. Teo let Rosa hand him the bag. “New baker?” the man asked. Rosa waited for her uncle to answer, but Teo was looking at her. “Yes,” she said, and the word felt warm, like the bag in her hands.',
  ],
};

export const skates = {
  identifier: 'PASSAGE-BORROWED-SKATES', file: 'borrowed-skates.xml', title: 'Borrowed Skates',
  paragraphs: [
    'Everyone on the pond had new skates that winter except Mateo, whose pair had belonged to his cousin and, before that, to someone nobody could remember. The leather was cracked, and the laces had been knotted together in three places.',
    'He told his friends he liked them that way. “Broken in,” he said, stamping the ice. But when the others raced to the far bank, he held back, pretending to fix a lace, because a knot had once caught in the hook and sent him sprawling in front of everyone.',
    'On the last Saturday before the thaw, a small girl fell near the reeds and sat crying, her own new skate twisted under her. The others had gone to buy hot chocolate. Mateo knelt on the ice, loosened her laces the patient way he had learned from fixing his own, and helped her stand.',
    '“Your skates are old,” she said, looking down at them. Mateo laughed, and for once it was not a cover for anything. “They know what they’re doing,” he said, and skated slowly beside her all the way to the bank.',
  ],
};

export const drawer = {
  identifier: 'PASSAGE-KITCHEN-DRAWER', file: 'the-kitchen-drawer.xml', title: 'The Kitchen Drawer',
  intro: 'Read the poem. Then answer the questions that follow. The stanzas are numbered.',
  paragraphs: [
    'Every house keeps one drawer / that will not close all the way, / full of rubber bands and birthday candles, / a key to a door we no longer own.',
    'My mother calls it junk. / She threatens it each spring / with a trash bag and a speech, / then stops, a battery in her hand, / and says, “This might still work.”',
    'I think the drawer is a kind of hope: / a place for things we are not ready / to call finished, / a small wooden room / where nothing is thrown away too soon.',
  ],
};

export const bees = {
  identifier: 'PASSAGE-BEES-CHOOSE', file: 'how-a-swarm-chooses.xml', title: 'How a Swarm Chooses a Home',
  paragraphs: [
    'In late spring a crowded honeybee colony often divides. The old queen leaves with thousands of workers, and the swarm gathers in a buzzing cluster on a branch. It may hang there for hours or days while it settles a question of life and death: where to build its new nest.',
    'The decision is made by a few hundred older bees called scouts. Scouts fly off in all directions to inspect hollow trees and other cavities. A scout that finds a promising site returns to the cluster and performs a “waggle dance,” a pattern of movements that tells other bees the direction and distance of the site. The better the site seems, the longer and more energetically she dances.',
    'Other scouts follow the dances, visit the sites themselves and, if they approve, dance for them too. Dances for poor sites fade quickly, while dances for good ones gain supporters. When enough scouts have gathered at one site, the swarm takes off and flies there together.',
    'Researchers who study swarms point out that no single bee compares all the choices. The colony reaches a good decision because many bees check one another’s findings and because weak options lose support on their own. Some scientists have suggested that human committees could learn from the bees: gather independent opinions, let each member check the evidence, and avoid settling too soon.',
  ],
};

export const startFor = {
  identifier: 'PASSAGE-LATER-BELL', file: 'a-later-bell.xml', title: 'Passage 1: A Later Bell',
  paragraphs: [
    'When Harmon High School moved its first bell from 7:20 to 8:30 three years ago, some parents predicted chaos. Buses would have to be rescheduled, afternoon practices would end in the dark, and students would simply stay up later.',
    'The chaos never came. The district reworked its bus routes in one summer, and coaches moved a few practices to the mornings. Meanwhile, the school nurse reports that visits from students complaining of headaches and exhaustion have fallen noticeably, and teachers say first-period classes are no longer “a room full of closed eyes.”',
    'Sleep researchers are not surprised. During the teenage years, the body’s internal clock shifts later, so many teenagers cannot easily fall asleep before eleven. An early bell cuts their sleep short no matter how responsible they are. Harmon’s principal puts it simply: “We stopped asking students to fight their own biology.”',
  ],
};

export const startAgainst = {
  identifier: 'PASSAGE-COST-OF-LATE', file: 'the-cost-of-a-late-start.xml', title: 'Passage 2: The Cost of a Late Start',
  paragraphs: [
    'Later start times sound like an easy win, but for many districts they are not. In rural areas, the same buses often serve elementary, middle and high schools one after another. Moving the high school later can mean moving the youngest children to the earliest run, waiting at dark bus stops in winter.',
    'Working families also feel the change. Older students who watch younger siblings after school, or who hold part-time jobs, lose an hour of the afternoon. For some households that hour matters as much as an hour of sleep.',
    'None of this means the research on teenage sleep is wrong. It means each community has to weigh that research against its own schedules and needs, instead of copying a plan that worked somewhere else.',
  ],
};

export const gardenDraft = {
  identifier: 'PASSAGE-GARDEN-DRAFT', file: 'garden-draft.xml', title: 'A Student’s Draft: A Garden on the Roof',
  numbered: false,
  intro: 'A student wrote this draft for a letter to the principal. Read the draft. Then answer the questions that follow. The sentences are numbered.',
  paragraphs: [
    '(1) Our school’s roof is flat, sunny and completely empty. (2) I believe we should turn part of it into a vegetable garden that students plant and care for.',
    '(3) A garden would give science classes a living laboratory. (4) Students could measure how fast plants grow, test soil and watch pollinators at work. (5) My cousin goes to a school in another state.',
    '(6) The garden could also supply the cafeteria. (7) Fresh tomatoes and lettuce that students grew themselves is more appealing than vegetables shipped from far away. (8) Even a small harvest would remind everyone where food comes from.',
    '(9) Some people worry that the roof cannot hold the weight. (10) Raised beds with light soil weigh far less than a crowd of people, an engineer could check the roof before we start. (11) With the right planning, the roof could become the liveliest classroom in the building.',
  ],
};

export const busDraft = {
  identifier: 'PASSAGE-BUS-DRAFT', file: 'bus-draft.xml', title: 'A Student’s Draft: The Free Bus Pass',
  numbered: false,
  intro: 'A student wrote this draft for a class essay on a local issue. Read the draft. Then answer the questions that follow. The sentences are numbered.',
  paragraphs: [
    '(1) Last year our city began giving every high school student a free bus pass. (2) At first, few students used it. (3) By spring, the buses at 3:15 were full of students who were going to jobs, libraries and practices across town.',
    '(4) The pass has helped students in ways the city did not expect. (5) Students without a car can now take part-time jobs far from home. (6) Others use the bus to reach the public library, which stays open later than the school library. (7) The bus also lowers traffic near the school.',
    '(8) The program costs money, and some people on the city council wants to end it. (9) They argue that the city should spend it on repairing roads. (10) But roads are used by cars, and many students do not have one. (11) The free pass is a small price for giving every student a way to get where they need to go.',
  ],
};

export const clinicDraft = {
  identifier: 'PASSAGE-CLINIC-DRAFT', file: 'clinic-draft.xml', title: 'A Student’s Draft: Why I Volunteer',
  numbered: false,
  intro: 'A student wrote this draft for a scholarship application. Read the draft. Then answer the questions that follow. The sentences are numbered.',
  paragraphs: [
    '(1) Every Saturday morning I volunteer at the animal shelter on Grove Street. (2) I started going because my friend needed a ride there. (3) I kept going because of a gray cat named Pepper.',
    '(4) Pepper hid in the back of her cage for weeks. (5) Each Saturday I sat near her and read aloud from whatever book I had with me. (6) Slowly, she came closer. (7) By the end of the summer, she would climb into my lap.',
    '(8) Pepper taught me that patience is a kind of work. (9) It was not exciting, it made all the difference. (10) I now train new volunteers, and I tell each of them about Pepper. (11) Pepper was adopted in October by a family with two children.',
  ],
};
