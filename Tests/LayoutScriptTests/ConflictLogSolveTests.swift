import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
@testable import LayoutScript
import XCTest

/// A console log solved: the minimal conflicting set from the solver (each of its constraints
/// made optional in turn ends the conflict), the constraint UIKit breaks (the log's word, else
/// the prediction), the frames after that recovery, and UIKit's rules the log never prints.
final class ConflictLogSolveTests: XCTestCase {
  private func laidOut(_ source: String, overrides: [ConstraintOverride] = []) throws -> LaidOutScript {
    try Pipeline.run(source: source, path: "t.log", options: LayoutOptions(constraintOverrides: overrides))
  }

  private func findings(_ laidOut: LaidOutScript) throws -> (ConflictLog, ConflictLogFindings) {
    (try XCTUnwrap(laidOut.script.conflictLog), try XCTUnwrap(laidOut.constraints?.log))
  }

  /// A cell's view 100 tall pinned to the top and bottom of a content view held at 44
  /// (after wongzigii/Colo#12), with the recovery line `recovery` names, if any.
  private func cell(breaking recovery: String?) -> String {
    var log = """
      (
          "<NSLayoutConstraint:0xa1 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0xb1(44)]>",
          "<NSLayoutConstraint:0xa2 V:|-(0)-[UIView:0xb2]   (Names: '|':UITableViewCellContentView:0xb1 )>",
          "<NSLayoutConstraint:0xa3 V:[UIView:0xb2(100)]>",
          "<NSLayoutConstraint:0xa4 V:[UIView:0xb2]-(0)-|   (Names: '|':UITableViewCellContentView:0xb1 )>"
      )

      """
    if let recovery { log += "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:\(recovery) …>\n" }
    return log
  }

  func testTheMinimalSetIsMinimalAndTheListCanBeLarger() throws {
    // Two conflicts in one list (after CosmicMind/Material#48): a label and a button each too wide for 320.
    let source = """
      (
          "<NSLayoutConstraint:0xc1 H:[UILabel:0xd1'Minutes'(80)]>",
          "<NSLayoutConstraint:0xc2 H:|-(24)-[UILabel:0xd1'Minutes']   (Names: '|':UIView:0xd0 )>",
          "<NSLayoutConstraint:0xc3 H:[UILabel:0xd1'Minutes']-(24)-|   (Names: '|':UIView:0xd0 )>",
          "<NSLayoutConstraint:0xc4 H:[UIButton:0xd2'Go'(160)]>",
          "<NSLayoutConstraint:0xc5 H:|-(8)-[UIButton:0xd2'Go']   (Names: '|':UIView:0xd0 )>",
          "<NSLayoutConstraint:0xc6 'UIView-Encapsulated-Layout-Width' H:[UIView:0xd0(320)]>"
      )
      """
    let (log, found) = try findings(try laidOut(source))
    XCTAssertEqual(found.minimalSet.map { log.entries[$0].address }, ["0xc1", "0xc2", "0xc3", "0xc6"])
    XCTAssertEqual(found.beyondMinimal.map { log.entries[$0].address }, ["0xc4", "0xc5"])
    for entry in found.minimalSet {
      let relaxed = try laidOut(source, overrides: [ConstraintOverride(address: log.entries[entry].address, setting: .priority(999))])
      XCTAssertEqual(relaxed.constraints?.log?.hasConflict, false, "without \(log.entries[entry].address) the rest hold")
    }
  }

  func testTheRecoveryLineDecidesAndTheFramesAreAfterIt() throws {
    let cases: [(recovery: String?, broken: String, predicted: Bool, view: [Double])] = [
      ("0xa4", "0xa4", false, [0, 0, 375, 100]),
      ("0xa3", "0xa3", false, [0, 0, 375, 44]),
      (nil, "0xa3", true, [0, 0, 375, 44]),
    ]
    for (recovery, broken, predicted, frame) in cases {
      let result = try laidOut(cell(breaking: recovery))
      let (log, found) = try findings(result)
      XCTAssertEqual(found.minimalSet.count, 4)
      XCTAssertEqual(found.broken.map { log.entries[$0].address }, broken)
      XCTAssertEqual(found.isPredicted, predicted)
      XCTAssertEqual(found.prediction, predicted ? .fixedLength : nil)
      XCTAssertTrue(found.recoveryResolves)
      let view = try XCTUnwrap(result.script.views.firstIndex { $0.name == "UIView" })
      let rect = try XCTUnwrap(result.result?.frames[view])
      XCTAssertEqual([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], frame, "breaking \(broken)")
      let words = ConstraintWords(script: result.script)
      let status = try XCTUnwrap(result.constraints?.constraints.first {
        words.text(ofConstraint: $0.index).hasSuffix(broken == "0xa4" ? "UIView.bottom" : "UIView.height == 100")
      })
      XCTAssertFalse(status.isActive, "the broken constraint is BROKEN in the report")
    }
  }

  func testThePredictionFollowsItsRule() throws {
    let cases: [(list: [String], broken: String, reason: BreakPrediction.Reason)] = [
      // The app's fixed length, not UIKit's encapsulated size.
      (["<NSLayoutConstraint:0x1 V:[UIInputView:0x9(246)]>",
        "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' V:[UIInputView:0x9(216)]>"], "0x1", .fixedLength),
      // Two fixed lengths of one view: the first (deltachat/deltachat-ios#874).
      (["<NSLayoutConstraint:0x1 Badge:0x8.height == 16   (active)>", "<NSLayoutConstraint:0x2 Badge:0x8.height == 20.4   (active)>"],
       "0x1", .fixedLength),
      // Of two fixed lengths of two views, the larger (after the corpus's case 34).
      (["<NSLayoutConstraint:0x1 V:[UILabel:0x7(18)]>", "<NSLayoutConstraint:0x2 V:[UIView:0x8(90)]>",
        "<NSLayoutConstraint:0x3 V:|-(0)-[UILabel:0x7]   (Names: '|':Cell:0x9 )>",
        "<NSLayoutConstraint:0x4 V:[UILabel:0x7]-(0)-[UIView:0x8]>",
        "<NSLayoutConstraint:0x5 V:[UIView:0x8]-(0)-|   (Names: '|':Cell:0x9 )>",
        "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' V:[Cell:0x9(44)]>"], "0x2", .fixedLength),
      // No length: the last spacing between two views (gemwalletcom/gem-ios#1795).
      (["<NSLayoutConstraint:0x1 'accessoryView.bottom' Placeholder:0x8.bottom == Compat:0x9.top - 17   (active)>",
        "<NSLayoutConstraint:0x2 'inputView.top' V:[Placeholder:0x8]-(0)-[Compat:0x9]   (active)>"], "0x2", .spacing),
      // No length, no spacing: the first constraint closing a chain at the far edge.
      (["<NSLayoutConstraint:0x1 H:|-(4)-[UIStackView:0x8]   (active, names: '|':Bar:0x9 )>",
        "<NSLayoutConstraint:0x2 UIStackView:0x8.trailing == Bar:0x9.trailing - 10   (active)>",
        "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' Bar:0x9.width == 0   (active)>"], "0x2", .closingEdge),
      // Neither: the last of the app's.
      (["<NSLayoutConstraint:0x1 UIView:0x8.top == UIView:0x9.top + 10>",
        "<NSLayoutConstraint:0x2 UIView:0x8.top == UIView:0x9.top + 20>"], "0x2", .lastListed),
    ]
    for (list, broken, reason) in cases {
      let (log, found) = try findings(try laidOut("(\n" + list.map { "\"\($0)\"," }.joined(separator: "\n") + "\n)\n"))
      XCTAssertEqual(found.broken.map { log.entries[$0].address }, broken)
      XCTAssertEqual(found.prediction, reason)
    }
  }

  func testUIKitsUnprintedRulesAreInTheConflict() throws {
    // An action sheet's width below zero conflicts alone (RxSwiftCommunity/RxAlert#40).
    var (log, found) = try findings(try laidOut("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>\"\n)\n"))
    XCTAssertEqual(found.minimalSet, [0])
    XCTAssertEqual(found.implicitRules, [.nonNegativeLength(view: 1, axis: .horizontal)])
    // A header held at width 0 with its label and button between the default margins (gscalzo/Swift2ByExample#7).
    (log, found) = try findings(try laidOut("""
      (
          "<NSLayoutConstraint:0x1 UILabel:0x2' '.leading == Header:0x3.leadingMargin>",
          "<NSLayoutConstraint:0x4 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x5'See All']>",
          "<NSLayoutConstraint:0x6 Header:0x3.trailingMargin == UIButton:0x5'See All'.trailing>",
          "<NSLayoutConstraint:0x7 'UIView-Encapsulated-Layout-Width' H:[Header:0x3(0)]>"
      )
      """))
    XCTAssertEqual(found.minimalSet.count, 4)
    XCTAssertTrue(found.implicitRules.contains(.defaultMargin(view: 2, edge: .leading)), "\(found.implicitRules)")
    XCTAssertEqual(log.entries.count, 4)
  }

  func testARecoveryOutsideTheListOrTheConflictIsUIKitsAnyway() throws {
    // The recovery line names a constraint the list does not print (SnapKit/SnapKit#101).
    let source = """
      (
          "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' V:|-(40)-[UIView:0x2]   (Names: '|':UIView:0x3 )>",
          "<_UILayoutSupportConstraint:0x4 V:[_UILayoutGuide:0x5(0)]>",
          "<_UILayoutSupportConstraint:0x6 V:|-(0)-[_UILayoutGuide:0x5]   (Names: '|':UIView:0x3 )>",
          "<<App.LayoutConstraint:0x7> <UIView:0x2>.top == <_UILayoutGuide:0x5>.bottom>"
      )

      Will attempt to recover by breaking constraint
      <<App.LayoutConstraint:0x8> <UIView:0x9>.top == <_UILayoutGuide:0xa>.bottom>
      """
    let (log, found) = try findings(try laidOut(source))
    XCTAssertEqual(log.entries.map(\.address), ["0x1", "0x4", "0x6", "0x7", "0x8"])
    XCTAssertFalse(log.entries[4].isListed)
    XCTAssertEqual(found.broken, 4)
    XCTAssertFalse(found.recoveryResolves, "the conflict of the list stays")
    XCTAssertEqual(found.minimalSet, [0, 1, 2, 3])
  }

  /// A log whose conflict qlrepl's model cannot see (two equal constraints between baselines,
  /// after sberrevoets/SDCAlertView#60) is taken at UIKit's word: its list, said to be so.
  func testALogTheModelFindsNoConflictInIsTakenAtUIKitsWord() throws {
    let source = """
      (
          "<NSLayoutConstraint:0x11 AlertLabel:0x12'Message'.firstBaseline == AlertLabel:0x13'Error'.lastBaseline + 18>",
          "<NSLayoutConstraint:0x14 AlertLabel:0x12'Message'.firstBaseline == AlertLabel:0x13'Error'.lastBaseline + 18>"
      )
      """
    let (log, found) = try findings(try laidOut(source))
    XCTAssertTrue(found.isUIKitsList)
    XCTAssertEqual(found.minimalSet.map { log.entries[$0].address }, ["0x11", "0x14"])
    XCTAssertEqual(found.broken.map { log.entries[$0].address }, "0x14")
    let relaxed = try laidOut(source, overrides: [ConstraintOverride(address: "0x14", setting: .priority(999))])
    XCTAssertEqual(relaxed.constraints?.log?.hasConflict, false, "a knob changed: the model's word")
  }

  /// A log too long to search (a chain of 100 views held in 320 points) ends quickly with a
  /// set that conflicts, said not to be shown minimal.
  func testALongLogIsBoundedAndSaysItsSetMayNotBeMinimal() throws {
    var lines = (0..<100).map { "\"<NSLayoutConstraint:0x\(String(0x1000 + $0, radix: 16)) H:[UIView:0x\(String(0x9000 + $0, radix: 16))]-(8)-[UIView:0x\(String(0x9001 + $0, radix: 16))]>\"," }
    lines += ["\"<NSLayoutConstraint:0xfff0 H:|-(0)-[UIView:0x9000]   (Names: '|':UIView:0x8000 )>\",",
              "\"<NSLayoutConstraint:0xfff1 H:[UIView:0x9064]-(0)-|   (Names: '|':UIView:0x8000 )>\",",
              "\"<NSLayoutConstraint:0xfff2 'UIView-Encapsulated-Layout-Width' H:[UIView:0x8000(320)]>\""]
    let clock = ContinuousClock(), start = clock.now
    let (_, found) = try findings(try laidOut("(\n" + lines.joined(separator: "\n") + "\n)\n"))
    XCTAssertLessThan(clock.now - start, .seconds(20))
    XCTAssertTrue(found.hasConflict)
    XCTAssertFalse(found.isMinimal)
    XCTAssertFalse(found.isUIKitsList)
  }

  func testAPriorityBelowRequiredEndsTheConflict() throws {
    let result = try laidOut(cell(breaking: "0xa4"), overrides: [ConstraintOverride(address: "0xA4", setting: .priority(999))])
    let (_, found) = try findings(result)
    XCTAssertFalse(found.hasConflict)
    XCTAssertNil(found.broken)
    let view = try XCTUnwrap(result.script.views.firstIndex { $0.name == "UIView" })
    XCTAssertEqual(result.result?.frames[view]?.size.height, 100)
  }
}
