import LayoutCore
@testable import SwiftUIEngine
import XCTest

/// The run's stores: a memo answers exactly what was remembered for a node and a proposal,
/// past the room it was made with, and a store keeps its values in order as it grows and is cut.
final class ProposalMemoTests: XCTestCase {
  private static let proposals: [ProposedSize] = [
    ProposedSize(width: nil, height: nil), ProposedSize(width: 0, height: nil), ProposedSize(width: nil, height: 0),
    ProposedSize(width: 0, height: 0), ProposedSize(width: .infinity, height: 20), ProposedSize(width: 375, height: 20.5),
  ]

  func testEveryNodeAnswersItsOwnProposalsOnlyPastItsRoom() {
    // Room for 2 entries, 4 nodes × 6 proposals remembered: the store grows four times.
    var memo = ProposalMemo<Size>(nodeCount: 5, capacity: 2)
    for node in 0..<4 {
      for (index, proposal) in Self.proposals.enumerated() {
        memo.remember(Size(width: Double(node), height: Double(index)), for: node, proposal)
      }
    }
    for node in 0..<4 {
      for (index, proposal) in Self.proposals.enumerated() {
        XCTAssertEqual(memo[node, proposal], Size(width: Double(node), height: Double(index)), "node \(node), proposal \(index)")
      }
      XCTAssertNil(memo[node, ProposedSize(width: 1, height: nil)], "node \(node): a proposal never remembered")
    }
    for proposal in Self.proposals { XCTAssertNil(memo[4, proposal], "node 4 remembers nothing") }
    memo.deallocate()
  }

  func testAStoreKeepsItsValuesAsItGrowsAndIsCut() {
    var store = RunStore<Int>(capacity: 1)
    for value in 0..<20 { store.append(value) }
    store.append(repeating: 7, count: 30)
    XCTAssertEqual(store.count, 50)
    XCTAssertEqual((0..<50).map { store[$0] }, Array(0..<20) + Array(repeating: 7, count: 30))
    store.truncate(to: 3)
    store.append(42)
    store[0] = -1
    XCTAssertEqual((0..<store.count).map { store[$0] }, [-1, 1, 2, 42])
    store.deallocate()
  }
}
