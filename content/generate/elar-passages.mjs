// Reading passages of the ELAR skills practice: original writing, paragraphs numbered by the writer.

export const ferry = {
  identifier: 'PASSAGE-LAST-FERRY', file: 'the-last-ferry.xml', title: 'The Last Ferry',
  paragraphs: [
    'Nadia reached the dock as the ferry’s horn gave its second and final blast. The gate was already sliding shut, and the deckhand, a tall man with a clipboard, shook his head at her the way people shake their heads at rain.',
    '“Next one’s at seven,” he called. It was not yet four. Nadia set her duffel bag on the wet planks and watched the boat pull away, its wake folding the gray water into long, careful creases.',
    'She had planned this trip for a month. Her grandmother’s island house was being sold on Saturday, and Nadia had meant to walk through every room one last time before strangers filled it with their own furniture and their own noise. Now she would arrive after dark, when the rooms would be nothing but shapes.',
    'A boy of about ten was sitting on an overturned crate beside the ticket booth, fishing with a line tied to a stick. “You missed it too?” he asked, without looking up. “I miss it every day. On purpose.” He explained that his mother ran the café at the end of the dock and that the hours between ferries were, in his opinion, the best hours on the whole coast. “Nobody’s in a hurry,” he said. “There’s nothing to be in a hurry for.”',
    'Nadia laughed, and the laugh surprised her. She sat down on her duffel bag. For the next three hours the boy showed her where the crabs hid under the pilings, which gulls would steal a sandwich and which ones were only bluffing, and how the light on the water turned from pewter to copper as the afternoon leaned toward evening.',
    'When the seven o’clock ferry finally slid against the dock, Nadia was almost sorry to see it. On the crossing she stood at the rail and watched the island grow out of the dark. She would see her grandmother’s house by lamplight, she realized, the way her grandmother must have seen it on a thousand winter evenings. It was not the visit she had planned. It might be the one she would remember.',
  ],
};

export const meadows = {
  identifier: 'PASSAGE-ROOFTOP-MEADOWS', file: 'rooftop-meadows.xml', title: 'Meadows in the Sky',
  paragraphs: [
    'Look down from a tall building in most cities and you will see a gray patchwork of flat roofs covered in tar, gravel or metal. A growing number of city governments see those roofs as wasted space. Since the early 2000s, several cities have begun to require or reward “green roofs”: roofs covered with a thin layer of soil and hardy plants.',
    'Supporters point first to water. When heavy rain falls on a hard roof, nearly all of it rushes into gutters and storm drains at once, which can overwhelm sewers and flood streets. A planted roof works like a sponge. Depending on its depth and the season, it can hold back a large share of the rain from a typical storm and release the rest slowly.',
    'Green roofs also affect temperature. A dark roof in summer sunlight can become far hotter than the air around it, and that heat radiates into the building below and the street around it. Plants shade the roof and cool it as water evaporates from their leaves. Building managers report lower cooling bills on the top floors, and some studies have found that neighborhoods with many planted roofs stay measurably cooler on hot evenings.',
    'Finally, the roofs give small living things a place to live. Bees, butterflies and birds have been found on roofs several stories above the street, feeding on plants chosen because they survive wind, drought and thin soil. For a city, a network of such roofs can act as stepping stones between parks.',
  ],
};

export const skeptic = {
  identifier: 'PASSAGE-ROOF-COSTS', file: 'roof-costs.xml', title: 'A Builder’s Second Thoughts',
  paragraphs: [
    'I have built green roofs for fifteen years, and I still like them. But I have watched too many cities pass green-roof rules without asking who pays for them. A planted roof weighs far more than a bare one, especially when the soil is soaked. Many older buildings cannot carry that weight without expensive reinforcement.',
    'Maintenance is the other surprise. Plants on a roof need watering in droughts, weeding, and regular checks of the waterproof layer beneath them. A roof that is planted and then forgotten can leak, and repairing a leak under a layer of wet soil costs far more than repairing a bare roof.',
    'None of this means cities should give up on green roofs. It means a city that wants them should help owners of older buildings pay for the engineering, and should plan for the upkeep before the first tray of plants goes up.',
  ],
};

export const draft = {
  identifier: 'PASSAGE-REPAIR-CAFE-DRAFT', file: 'repair-cafe-draft.xml', title: 'A Student’s Draft: Fix It Before You Toss It',
  numbered: false,
  intro: 'A student wrote this draft for the school newspaper. Read the draft. Then answer the questions that follow. The sentences are numbered.',
  paragraphs: [
    '(1) Every week, students at our school throw away things that could be fixed. (2) A backpack with a broken zipper goes in the trash. (3) So does a lamp with a loose wire or a shirt with a missing button. (4) Our school should hold a monthly repair café, where volunteers help people fix their belongings instead of throwing them out.',
    '(5) A repair café would save families money. (6) A new zipper costs a few dollars, but a new backpack can cost fifty. (7) Repairing things keeps them out of landfills, which is good for the environment. (8) Landfills are usually located outside of town.',
    '(9) The most important reason, however, is that students would learn useful skills. (10) Volunteers from the community, such as retired electricians and tailors, could teach students how to sew, solder and troubleshoot. (11) These are skills that students can use for the rest of their lives, and they might even lead to a career.',
    '(12) Some people say that the school does not have space for a repair café. (13) But the cafeteria sits empty every Saturday morning. (14) With a few folding tables, some donated tools, and volunteers from the community, it could easily become a place where things gets a second life.',
  ],
};
