import LayoutCore
import LayoutRender
import XCTest

/// The sentences `:explain` writes from an engine's stack facts (the words the session showed
/// before the engine returned facts, unchanged).
final class StackFactSentencesTests: XCTestCase {
  func testSentences() {
    let cases: [(StackFact, String)] = [
      (StackFact(axis: .horizontal, holder: "VStack", count: 4,
                 sizing: StackFact.Sizing(rank: 2, priority: 0, range: (8.5, 277.5), offer: 259)),
       "HStack: sized the VStack holding it 3 of 4 — priority 0, flexibility 269 (8.5 to 277.5 wide); offered 259 wide, an even share of what was left"),
      (StackFact(axis: .vertical, holder: nil, count: 3, sizing: StackFact.Sizing(rank: 0, priority: 1, range: nil, offer: 184)),
       "VStack: sized it 1 of 3 — priority 1, alone in its priority; offered 184 tall, an even share of what was left"),
      (StackFact(axis: .horizontal, holder: nil, count: 2, sizing: nil),
       "HStack: proposed it nothing along its axis (its ideal size), as every child"),
      (StackFact(axis: .vertical, holder: "ZStack", count: 2, sizing: nil),
       "VStack: proposed the ZStack holding it nothing along its axis (its ideal size), as every child"),
    ]
    for (fact, sentence) in cases { XCTAssertEqual(fact.sentence, sentence) }
  }
}
