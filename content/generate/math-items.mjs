// The Mathematics skills practice: original questions, six per TSIA2 mathematics reporting
// category. Items with `draws` are cloned: each test session gets its own numbers.

const v = (id) => `<variable identifier="${id}"/>`;
const n = (x) => `<baseValue baseType="integer">${x}</baseValue>`;
const frac = (a, b) => `<m:math><m:mfrac><m:mn>${a}</m:mn><m:mn>${b}</m:mn></m:mfrac></m:math>`;
const sci = (a, e) => `<m:math><m:mn>${a}</m:mn><m:mo>×</m:mo><m:msup><m:mn>10</m:mn><m:mn>${e}</m:mn></m:msup></m:math>`;

export const quantitative = [
  {
    id: 'MS01', file: 'ms01-sale-price.xml', title: 'Price after a discount', calculator: 'basic',
    prompt: 'A jacket regularly costs $80. This week it is on sale for 35% off. What is the sale price of the jacket?',
    choices: ['$28', '$45', '$52', '$108'], correct: 'C',
    why: 'Taking 35% off leaves 65% of the price: 0.65 × $80 = $52. $28 is the discount itself, not the price the customer pays; $108 adds the discount instead of taking it away.',
  },
  {
    id: 'MS02', file: 'ms02-order-of-operations.xml', title: 'Order of operations',
    stem: '<p>Evaluate the expression 18 − 4 × (5 − 2)<sup>2</sup> ÷ 6.</p>',
    prompt: 'Type the value as a whole number.', correct: 12,
    why: 'Work inside the parentheses first: 5 − 2 = 3. Then the exponent: 3² = 9. Then multiply and divide from left to right: 4 × 9 = 36 and 36 ÷ 6 = 6. Last, subtract: 18 − 6 = 12. Subtracting 18 − 4 first would give a very different (wrong) result.',
  },
  {
    id: 'MS03', file: 'ms03-compare-numbers.xml', title: 'Comparing fractions, decimals and percents',
    prompt: 'Which of these numbers is the greatest?',
    choices: [frac(3, 5), '0.58', '62%', frac(5, 8)], correct: 'D', answerText: 'D, five eighths',
    why: 'Write each number as a decimal: 3/5 = 0.6, 0.58, 62% = 0.62 and 5/8 = 0.625. The greatest is 0.625, which is 5/8. 62% is close but 0.62 is less than 0.625.',
  },
  {
    id: 'MS04', file: 'ms04-unit-rate-cloned.xml', title: 'Unit rate (numbers change every session)', calculator: 'basic',
    draws: [{ id: 'RATE', min: 22, max: 34 }, { id: 'GAL', min: 3, max: 6 }, { id: 'MORE', min: 7, max: 12 }],
    derived: [{ id: 'DIST', expr: `<product>${v('RATE')}${v('GAL')}</product>` }, { id: 'ANS', expr: `<product>${v('RATE')}${v('MORE')}</product>` }],
    answer: 'ANS',
    stem: '<p>A car travels {DIST} miles on {GAL} gallons of gas.</p>',
    prompt: 'At the same rate, how many miles can the car travel on {MORE} gallons of gas?',
    why: 'First find the unit rate: {DIST} ÷ {GAL} = {RATE} miles per gallon. Then multiply by the new amount of gas: {RATE} × {MORE} = {ANS} miles.',
  },
  {
    id: 'MS05', file: 'ms05-percent-increase-cloned.xml', title: 'Percent increase (numbers change every session)', calculator: 'basic',
    draws: [{ id: 'OLD', min: 40, max: 180, step: 20 }, { id: 'PCT', min: 5, max: 45, step: 5 }],
    derived: [
      { id: 'INC', expr: `<integerDivide><product>${v('OLD')}${v('PCT')}</product>${n(100)}</integerDivide>` },
      { id: 'NEW', expr: `<sum>${v('OLD')}${v('INC')}</sum>` },
    ],
    answer: 'PCT',
    stem: '<p>The price of a concert ticket rose from ${OLD} to ${NEW}.</p>',
    prompt: 'By what percent did the price increase? Type the percent as a whole number, without the % sign.',
    why: 'The increase is {NEW} − {OLD} = {INC} dollars. Percent increase compares the increase with the original price: {INC} ÷ {OLD} = {PCT} hundredths, so the price rose {PCT}%. Dividing by the new price instead of the original gives a smaller, wrong percent.',
  },
  {
    id: 'MS06', file: 'ms06-scientific-notation.xml', title: 'Multiplying in scientific notation',
    prompt: `What is the product (${sci(6, 4)})(${sci(3, '−2')}) written in scientific notation?`,
    choices: [sci('1.8', 3), sci('1.8', 2), sci(18, '−8'), sci(9, 2)], correct: 'A', answerText: 'A, 1.8 × 10³',
    why: 'Multiply the numbers and add the exponents: 6 × 3 = 18 and 10⁴ × 10⁻² = 10². So the product is 18 × 10², and because 18 = 1.8 × 10, it is 1.8 × 10³ in scientific notation. 1.8 × 10² forgets to move the extra power of ten; 9 × 10² adds 6 and 3 instead of multiplying them.',
  },
];

export const algebraic = [
  {
    id: 'MS07', file: 'ms07-solve-linear-equation.xml', title: 'Solving a linear equation',
    prompt: 'What value of <em>x</em> makes the equation 5(<em>x</em> − 3) = 2<em>x</em> + 9 true?',
    choices: ['2', '4', '8', '12'], correct: 'C',
    why: 'Distribute: 5x − 15 = 2x + 9. Subtract 2x from both sides: 3x − 15 = 9. Add 15: 3x = 24, so x = 8. Check: 5(8 − 3) = 25 and 2(8) + 9 = 25. Choosing 4 comes from multiplying only the x by 5 and not the 3.',
  },
  {
    id: 'MS08', file: 'ms08-slope-two-points.xml', title: 'Slope from two points',
    prompt: 'What is the slope of the line that passes through the points (−2, 5) and (4, −7)?',
    choices: ['−2', `−${frac(1, 2)}`, frac(1, 2), '2'], correct: 'A',
    why: 'Slope is the change in y divided by the change in x: (−7 − 5) ÷ (4 − (−2)) = −12 ÷ 6 = −2. The line falls as x grows, so the slope must be negative. −1/2 divides the change in x by the change in y.',
  },
  {
    id: 'MS09', file: 'ms09-evaluate-function-cloned.xml', title: 'Evaluating a function (numbers change every session)',
    draws: [{ id: 'A', min: 2, max: 9 }, { id: 'B', min: 1, max: 9 }, { id: 'C', min: 2, max: 8 }],
    derived: [{ id: 'ANS', expr: `<subtract><product>${v('A')}${v('C')}</product>${v('B')}</subtract>` }],
    constraint: `<gt>${v('ANS')}${n(0)}</gt>`,
    answer: 'ANS',
    stem: '<p>The function <em>f</em> is defined by <em>f</em>(<em>x</em>) = {A}<em>x</em> − {B}.</p>',
    prompt: 'What is the value of <em>f</em>({C})?',
    why: 'Replace x with {C}: f({C}) = {A} × {C} − {B}. Multiply first, then subtract, which gives {ANS}.',
  },
  {
    id: 'MS10', file: 'ms10-system-of-equations.xml', title: 'A system of two equations',
    stem: '<p><em>x</em> + <em>y</em> = 11<br/>2<em>x</em> − <em>y</em> = 4</p>',
    prompt: 'In the solution of the system of equations above, what is the value of <em>y</em>?',
    choices: ['5', '6', '7', '15'], correct: 'B',
    why: 'Add the two equations to eliminate y: 3x = 15, so x = 5. Put x = 5 into the first equation: 5 + y = 11, so y = 6. Choosing 5 answers with x instead of y.',
  },
  {
    id: 'MS11', file: 'ms11-quadratic-zeros.xml', title: 'Where a parabola crosses the x-axis', calculator: 'graphing',
    prompt: 'At which values of <em>x</em> does the graph of <em>y</em> = <em>x</em><sup>2</sup> − 2<em>x</em> − 8 cross the <em>x</em>-axis?',
    choices: ['−4 and 2', '−2 and 4', '−8 and 1', '2 and 4'], correct: 'B',
    why: 'The graph crosses the x-axis where y = 0. Factor: x² − 2x − 8 = (x − 4)(x + 2), which is 0 when x = 4 or x = −2. With the graphing calculator, graph the function and read the two points where it meets the x-axis. −4 and 2 have the signs reversed.',
  },
  {
    id: 'MS12', file: 'ms12-model-with-expression.xml', title: 'Writing an expression for a situation',
    prompt: 'A phone plan costs $25 each month plus $0.10 for every text message sent. Which expression gives the cost, in dollars, of one month in which <em>t</em> text messages are sent?',
    choices: ['25<em>t</em> + 0.10', '0.10(25 + <em>t</em>)', '25 + 0.10<em>t</em>', '25.10<em>t</em>'], correct: 'C',
    why: 'The $25 is paid once a month whatever happens, and $0.10 is paid for each of the t texts, which is 0.10t. The total is 25 + 0.10t. The expression 25t + 0.10 would charge $25 per text.',
  },
];

export const geometric = [
  {
    id: 'MS13', file: 'ms13-hypotenuse.xml', title: 'Hypotenuse of a right triangle', calculator: 'sqrt',
    prompt: 'The two legs of a right triangle measure 9 centimeters and 12 centimeters. How long is the hypotenuse?',
    choices: ['13 centimeters', '15 centimeters', '21 centimeters', '225 centimeters'], correct: 'B',
    why: 'By the Pythagorean theorem, c² = 9² + 12² = 81 + 144 = 225, and √225 = 15. 225 forgets to take the square root; 21 adds the legs, which is never the hypotenuse.',
  },
  {
    id: 'MS14', file: 'ms14-perimeter-cloned.xml', title: 'Perimeter of a rectangle (numbers change every session)',
    draws: [{ id: 'L', min: 8, max: 20 }, { id: 'W', min: 3, max: 7 }],
    derived: [{ id: 'ANS', expr: `<product>${n(2)}<sum>${v('L')}${v('W')}</sum></product>` }],
    answer: 'ANS',
    stem: '<p>A rectangular garden is {L} feet long and {W} feet wide. A fence will go all the way around it.</p>',
    prompt: 'How many feet of fence are needed?',
    why: 'The fence runs along all four sides, so it is the perimeter: 2 × ({L} + {W}) = {ANS} feet. Multiplying {L} by {W} gives the area in square feet, not the length of the fence.',
  },
  {
    id: 'MS15', file: 'ms15-circumference.xml', title: 'Circumference of a circle',
    prompt: 'A circle has a radius of 6 inches. What is its circumference?',
    choices: ['6π inches', '12π inches', '36π inches', '144π inches'], correct: 'B',
    why: 'Circumference is 2πr = 2 × π × 6 = 12π inches. 36π is the area (πr²), which is measured in square inches.',
  },
  {
    id: 'MS16', file: 'ms16-supplementary-angles.xml', title: 'Angles on a straight line',
    stem: '<p>Two angles together form a straight line. One angle measures 38° more than the other.</p>',
    prompt: 'What is the measure, in degrees, of the smaller angle? Type a whole number.', correct: 71,
    why: 'Angles on a straight line add to 180°. If the smaller angle is x, the larger is x + 38, so x + x + 38 = 180, 2x = 142 and x = 71. The larger angle is 109°, and 71 + 109 = 180.',
  },
  {
    id: 'MS17', file: 'ms17-cylinder-volume.xml', title: 'Volume of a cylinder', calculator: 'basic',
    prompt: 'A can shaped like a cylinder has a radius of 3 centimeters and a height of 10 centimeters. To the nearest tenth, what is its volume?',
    choices: ['94.2 cubic centimeters', '188.5 cubic centimeters', '282.7 cubic centimeters', '942.5 cubic centimeters'], correct: 'C',
    why: 'The volume of a cylinder is πr²h = π × 3² × 10 = 90π ≈ 282.7 cubic centimeters. 188.5 is 2πrh, the area of the side of the can; 942.5 squares the height instead of the radius.',
  },
  {
    id: 'MS18', file: 'ms18-midpoint.xml', title: 'Midpoint of a segment',
    prompt: 'What is the midpoint of the segment that joins (−3, 8) and (5, 2)?',
    choices: ['(1, 5)', '(4, −3)', '(2, 10)', '(8, −6)'], correct: 'A',
    why: 'Average the coordinates: ((−3 + 5) ÷ 2, (8 + 2) ÷ 2) = (1, 5). (4, −3) halves the differences instead of the sums; (2, 10) adds without dividing by 2.',
  },
];

export const statistical = [
  {
    id: 'MS19', file: 'ms19-median.xml', title: 'Median of a data set', calculator: 'basic',
    prompt: 'What is the median of this data set: 12, 5, 9, 15, 7, 10?',
    choices: ['9', '9.5', '9.7', '10'], correct: 'B',
    why: 'Put the values in order: 5, 7, 9, 10, 12, 15. With six values the median is the mean of the two middle ones: (9 + 10) ÷ 2 = 9.5. 9.7 is about the mean (58 ÷ 6), not the median.',
  },
  {
    id: 'MS20', file: 'ms20-mean-needed-cloned.xml', title: 'Score needed for a mean (numbers change every session)', calculator: 'basic',
    draws: [{ id: 'M', min: 75, max: 88 }, { id: 'S1', min: 68, max: 95 }, { id: 'S2', min: 68, max: 95 }, { id: 'S3', min: 68, max: 95 }],
    derived: [
      { id: 'TOTAL', expr: `<product>${n(4)}${v('M')}</product>` },
      { id: 'SOFAR', expr: `<sum>${v('S1')}${v('S2')}${v('S3')}</sum>` },
      { id: 'ANS', expr: `<subtract>${v('TOTAL')}${v('SOFAR')}</subtract>` },
    ],
    constraint: `<and><gte>${v('ANS')}${n(60)}</gte><lte>${v('ANS')}${n(100)}</lte></and>`,
    answer: 'ANS',
    stem: '<p>Maya’s scores on the first three quizzes of a unit were {S1}, {S2} and {S3}. There is one more quiz in the unit.</p>',
    prompt: 'What score must she get on the fourth quiz for the mean of all four scores to be exactly {M}?',
    why: 'A mean of {M} over four quizzes needs a total of 4 × {M} = {TOTAL} points. The first three add to {S1} + {S2} + {S3} = {SOFAR}, so the fourth must be {TOTAL} − {SOFAR} = {ANS}.',
  },
  {
    id: 'MS21', file: 'ms21-compound-probability.xml', title: 'Probability of two independent events',
    prompt: 'A fair coin is flipped and a fair six-sided number cube is rolled. What is the probability of getting heads and a number greater than 4?',
    choices: [frac(1, 12), frac(1, 6), frac(1, 3), frac(5, 6)], correct: 'B', answerText: 'B, one sixth',
    why: 'The events are independent, so multiply: P(heads) = 1/2 and P(5 or 6) = 2/6 = 1/3, and 1/2 × 1/3 = 1/6. 1/3 is only the number cube’s probability; 5/6 adds the probabilities instead of multiplying.',
  },
  {
    id: 'MS22', file: 'ms22-two-way-table.xml', title: 'Reading a two-way table',
    stem: `<table>
      <caption>How students in two grades get to school</caption>
      <thead><tr><th scope="col">Grade</th><th scope="col">Walk</th><th scope="col">Bus</th><th scope="col">Total</th></tr></thead>
      <tbody>
        <tr><th scope="row">9</th><td>18</td><td>42</td><td>60</td></tr>
        <tr><th scope="row">10</th><td>24</td><td>36</td><td>60</td></tr>
        <tr><th scope="row">Total</th><td>42</td><td>78</td><td>120</td></tr>
      </tbody>
    </table>`,
    prompt: 'One of the students who walk to school is chosen at random. What is the probability that this student is in grade 10?',
    choices: [frac(1, 5), frac(2, 5), frac(3, 7), frac(4, 7)], correct: 'D', answerText: 'D, four sevenths',
    why: 'Only the students who walk count: there are 42 of them, and 24 are in grade 10. 24/42 = 4/7. 2/5 is 24/60, the share of grade 10 students who walk, which answers a different question; 3/7 is the grade 9 walkers.',
  },
  {
    id: 'MS23', file: 'ms23-interpret-slope.xml', title: 'Interpreting a line of best fit',
    prompt: 'For a group of students, the line of best fit <em>y</em> = 2.5<em>x</em> + 40 predicts a test score <em>y</em> from the number of hours <em>x</em> spent studying. What does the number 2.5 mean in this model?',
    choices: [
      'Each additional hour of study is linked to a predicted score about 2.5 points higher.',
      'A student who does not study is predicted to score 2.5 points.',
      'The typical student studies for 2.5 hours.',
      'Each additional hour of study is linked to a predicted score 40 points higher.',
    ],
    correct: 'A',
    why: 'In y = mx + b the slope m is the change in y for each one-unit change in x: here 2.5 points of predicted score per hour. The 40 is the predicted score for 0 hours of study, not the change per hour.',
  },
  {
    id: 'MS24', file: 'ms24-counting-meals.xml', title: 'Counting combinations',
    stem: '<p>A café offers 4 kinds of sandwich, 3 kinds of soup and 5 kinds of drink. A lunch special is one sandwich, one soup and one drink.</p>',
    prompt: 'How many different lunch specials are possible? Type a whole number.', correct: 60,
    why: 'Each sandwich can go with each soup and each drink, so multiply the choices: 4 × 3 × 5 = 60. Adding them (4 + 3 + 5 = 12) counts the items on the menu, not the ways to combine them.',
  },
];
