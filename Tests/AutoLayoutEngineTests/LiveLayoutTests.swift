import AutoLayoutEngine
import LayoutCore
import XCTest

/// `LiveLayout`: a change of constants and priorities re-solved in the kept solver gives,
/// frame by frame and finding by finding, what a solve from scratch gives — and is solved in
/// place only when that is safe (no conflict, no ambiguity before or after).
final class LiveLayoutTests: XCTestCase {
  /// A change of one constraint: its new constant and/or priority.
  struct Change {
    var index: Int
    var constant: Double?
    var priority: Double?
  }

  /// One step of a case: the changes, how the live layout must solve them, and the root's size.
  struct Step {
    var changes: [Change]
    var path: SolvePath
    var size: Size
    var unsatisfiable = 0
    var ambiguous = 0
  }

  let label: LeafKind = .label(text: "Hello", lines: 1, font: 16)  // 40 × 20

  func c(_ item: Int, _ attribute: AnchorAttribute, _ relation: AnchorRelation = .equal, _ second: Int? = 0,
         _ secondAttribute: AnchorAttribute? = nil, _ constant: Double = 0, p: Double = 1000) -> AnchorConstraint {
    AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second,
                     secondAttribute: secondAttribute ?? attribute, constant: constant, priority: p)
  }

  /// Views 0 (root), 1 (`a`) and 2 (`b`) inside the root.
  func layout(_ constraints: [AnchorConstraint]) -> AnchorsLayout {
    var layout = AnchorsLayout(root: 0)
    layout.parents = [1: 0, 2: 0]
    layout.placed = [0, 1, 2]
    for constraint in constraints { layout.activate(constraint) }
    return layout
  }

  var cases: [(name: String, layout: AnchorsLayout, kinds: [LeafKind], canvas: Canvas, steps: [Step])] {
    let exact = Canvas(width: 300, height: 200), fit = Canvas(width: 300, height: .infinity, mode: .fit)
    let full = Size(width: 300, height: 200)
    let row = layout([c(1, .leading, .equal, 0, nil, 16), c(1, .top), c(2, .leading, .equal, 1, .trailing, 8),
                      c(2, .trailing, .lessOrEqual, 0, nil, -16), c(2, .top), c(2, .width, .equal, nil, nil, 100, p: 500)])
    let column = layout([c(1, .top, .equal, 0, nil, 8), c(1, .leading), c(2, .top, .equal, 1, .bottom, 8), c(2, .leading),
                         c(2, .bottom, .lessOrEqual, 0, nil, -8)])
    let box = layout([c(1, .leading, .equal, 0, nil, 16), c(1, .top), c(1, .height, .equal, nil, nil, 10),
                      c(1, .width, .equal, nil, nil, 100), c(1, .trailing, .lessOrEqual, 0, nil, -16),
                      c(2, .leading), c(2, .top), c(2, .height, .equal, nil, nil, 10),
                      c(2, .width, .greaterOrEqual, nil, nil, 50), c(2, .width, .lessOrEqual, nil, nil, 50)])
    return [
      ("a row: constants and a priority", row, [.plainView, label, label], exact, [
        Step(changes: [Change(index: 0, constant: 40)], path: .edited(constants: 1, priorities: 0), size: full),
        Step(changes: [Change(index: 5, constant: 300)], path: .edited(constants: 1, priorities: 0), size: full),
        Step(changes: [Change(index: 3, priority: 400)], path: .edited(constants: 0, priorities: 1), size: full),
        Step(changes: [Change(index: 3, constant: -40, priority: 1000), Change(index: 0, constant: 16)],
             path: .edited(constants: 2, priorities: 1), size: full),
      ]),
      ("a fitted column: the height follows a constant", column, [.plainView, label, label], fit, [
        Step(changes: [Change(index: 0, constant: 20)], path: .edited(constants: 1, priorities: 0), size: Size(width: 300, height: 76)),
        Step(changes: [Change(index: 4, constant: -30)], path: .edited(constants: 1, priorities: 0), size: Size(width: 300, height: 98)),
      ]),
      ("a conflict appears and disappears", box, [.plainView, .plainView, .plainView], exact, [
        Step(changes: [Change(index: 3, constant: 400)], path: .fromScratch, size: full, unsatisfiable: 4),
        Step(changes: [Change(index: 3, constant: 100)], path: .fromScratch, size: full),
        Step(changes: [Change(index: 3, constant: 120)], path: .edited(constants: 1, priorities: 0), size: full),
      ]),
      ("ambiguity appears and disappears", box, [.plainView, .plainView, .plainView], exact, [
        Step(changes: [Change(index: 9, constant: 80)], path: .fromScratch, size: full, ambiguous: 1),
        Step(changes: [Change(index: 9, constant: 50)], path: .fromScratch, size: full),
        Step(changes: [Change(index: 7, constant: 30)], path: .edited(constants: 1, priorities: 0), size: full),
        // Edits are made one at a time: the first (b.width >= 70 while b.width <= 50 holds)
        // would conflict, so the pair is solved from scratch.
        Step(changes: [Change(index: 8, constant: 70), Change(index: 9, constant: 70)], path: .fromScratch, size: full),
      ]),
    ]
  }

  func testLiveChangesEqualSolvesFromScratch() {
    for (name, start, kinds, canvas, steps) in cases {
      let live = LiveLayout()
      var layout = start
      _ = live.layout(layout, kinds: kinds, canvas: canvas)
      XCTAssertEqual(live.lastPath, .fromScratch, name)
      for (number, step) in steps.enumerated() {
        for change in step.changes {
          if let constant = change.constant { layout.constraints[change.index].constant = constant }
          if let priority = change.priority { layout.constraints[change.index].priority = priority }
        }
        let label = "\(name), step \(number + 1)"
        let edited = live.layout(layout, kinds: kinds, canvas: canvas)
        let scratch = AutoLayoutEngine.layout(layout, kinds: kinds, canvas: canvas)
        XCTAssertEqual(live.lastPath, step.path, label)
        XCTAssertEqual(edited.result.size, step.size, label)
        XCTAssertEqual(edited.report.unsatisfiable.count, step.unsatisfiable, label)
        XCTAssertEqual(edited.report.ambiguous.count, step.ambiguous, label)
        XCTAssertEqual(edited.result.size, scratch.result.size, label)
        XCTAssertEqual(edited.result.frames, scratch.result.frames, label)
        XCTAssertEqual(edited.report.ambiguous, scratch.report.ambiguous, label)
        XCTAssertEqual(edited.report.unsatisfiable, scratch.report.unsatisfiable, label)
        XCTAssertEqual(edited.report.findings, scratch.report.findings, label)
        XCTAssertEqual(edited.report.constraints.map(Self.rounded), scratch.report.constraints.map(Self.rounded), label)
        XCTAssertEqual(edited.report.content.map(Self.rounded), scratch.report.content.map(Self.rounded), label)
        XCTAssertEqual(edited.result.tree.nodes.map { "\($0.viewID ?? -1) \($0.frame) \($0.end)" },
                       scratch.result.tree.nodes.map { "\($0.viewID ?? -1) \($0.frame) \($0.end)" }, label)
      }
    }
  }

  /// A column of rows (an icon and a title each, the title hugging, the last row's bottom at
  /// most 16 above the root's, the root fitted): edits that move one row, every row below one,
  /// and a priority, each laid out live and compared with a solve from scratch — frames,
  /// statuses and content sizes, the result tree.
  func testEditsOnAColumnOfRowsEqualSolvesFromScratch() {
    let rows = 12
    var layout = AnchorsLayout(root: 0)
    var kinds: [LeafKind] = [.plainView]
    for row in 1...rows {
      let icon = 2 * row - 1, title = 2 * row
      kinds += [.sizedView(Size(width: 40, height: 40)), .label(text: LabelText("Title \(row)"), lines: 1, font: 16)]
      layout.parents[icon] = 0
      layout.parents[title] = 0
      layout.placed += [icon, title]
    }
    layout.placed.insert(0, at: 0)
    for row in 1...rows {
      let icon = 2 * row - 1, title = 2 * row
      layout.activate(c(icon, .leading, .equal, 0, nil, 16))
      layout.activate(row == 1 ? c(icon, .top, .equal, 0, nil, 16) : c(icon, .top, .equal, icon - 2, .bottom, 8))
      layout.activate(c(title, .leading, .equal, icon, .trailing, 8))
      layout.activate(c(title, .centerY, .equal, icon))
      layout.activate(c(title, .trailing, .lessOrEqual, 0, nil, -16))
    }
    layout.activate(c(2 * rows - 1, .bottom, .lessOrEqual, 0, nil, -16))
    let canvas = Canvas(width: 300, height: .infinity, mode: .fit)
    func index(_ view: Int, _ attribute: AnchorAttribute) -> Int {
      layout.constraints.firstIndex { $0.item == view && $0.attribute == attribute } ?? -1
    }
    let steps: [(name: String, index: Int, constant: Double?, priority: Double?, path: SolvePath)] = [
      ("one row's leading", index(5, .leading), 24, nil, .edited(constants: 1, priorities: 0)),
      ("a top that moves every row below", index(7, .top), 20, nil, .edited(constants: 1, priorities: 0)),
      ("back again", index(7, .top), 8, nil, .edited(constants: 1, priorities: 0)),
      ("a title's trailing at a lower priority", index(6, .trailing), nil, 500, .edited(constants: 0, priorities: 1)),
      ("the first top", index(1, .top), 40, nil, .edited(constants: 1, priorities: 0)),
    ]
    let live = LiveLayout()
    _ = live.layout(layout, kinds: kinds, canvas: canvas)
    for step in steps {
      if let constant = step.constant { layout.constraints[step.index].constant = constant }
      if let priority = step.priority { layout.constraints[step.index].priority = priority }
      let edited = live.layout(layout, kinds: kinds, canvas: canvas)
      let scratch = AutoLayoutEngine.layout(layout, kinds: kinds, canvas: canvas)
      XCTAssertEqual(live.lastPath, step.path, step.name)
      XCTAssertEqual(edited.result.size, scratch.result.size, step.name)
      XCTAssertEqual(edited.result.frames, scratch.result.frames, step.name)
      XCTAssertEqual(edited.result.tree.nodes.map { "\($0.viewID ?? -1) \($0.frame) \($0.end)" },
                     scratch.result.tree.nodes.map { "\($0.viewID ?? -1) \($0.frame) \($0.end)" }, step.name)
      XCTAssertEqual(edited.report.constraints.map(Self.rounded), scratch.report.constraints.map(Self.rounded), step.name)
      XCTAssertEqual(edited.report.content.map(Self.rounded), scratch.report.content.map(Self.rounded), step.name)
      XCTAssertEqual(edited.report.findings, scratch.report.findings, step.name)
    }
  }

  /// A constraint's status with its numbers to a millionth (the two paths differ by round-off).
  private static func rounded(_ status: ConstraintStatus) -> String {
    "\(status.index) \(status.isActive) \(round(status.error)) \(status.isBinding) \(round(status.gap))"
  }

  /// A number to a millionth.
  private static func round(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 + 0 }

  /// A content size's status with its numbers to a millionth.
  private static func rounded(_ status: ContentStatus) -> String {
    "\(status.view) \(status.axis) \(round(status.intrinsic)) \(round(status.length)) \(status.hugging) \(status.compression)"
  }

  /// A change of anything but constants and priorities is solved from scratch.
  func testOtherChangesAreSolvedFromScratch() {
    let live = LiveLayout()
    var layout = layout([c(1, .leading, .equal, 0, nil, 16), c(1, .top)])
    layout.placed = [0, 1]
    let kinds: [LeafKind] = [.plainView, label, label]
    _ = live.layout(layout, kinds: kinds, canvas: Canvas(width: 300, height: 200))
    layout.constraints[1] = c(1, .bottom)
    _ = live.layout(layout, kinds: kinds, canvas: Canvas(width: 300, height: 200))
    XCTAssertEqual(live.lastPath, .fromScratch)
    _ = live.layout(layout, kinds: kinds, canvas: Canvas(width: 320, height: 200))
    XCTAssertEqual(live.lastPath, .fromScratch)
    layout.constraints[0].constant = 20
    let outcome = live.layout(layout, kinds: kinds, canvas: Canvas(width: 320, height: 200))
    XCTAssertEqual(live.lastPath, .edited(constants: 1, priorities: 0))
    XCTAssertEqual(outcome.result.frames[1], Rect(x: 20, y: 180, width: 40, height: 20))
  }
}
