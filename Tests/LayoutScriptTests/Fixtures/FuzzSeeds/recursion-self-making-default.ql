// A qlfuzz input (seed 3, 2026-12-03) from the SwiftLayout README's ViewPrinter snippet: a class
// whose property's default makes the class again, which crashed the evaluator by recursion; a
// Swift program never ends making it either, so it is the nesting limit's error now.
class Chain {
  let first: UIView
  let next = Chain()
}
let chain = Chain()
let _keep = chain
