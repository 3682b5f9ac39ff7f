import AutoLayoutEngine
import LayoutCore
import XCTest

/// Auto Layout's model on the solver: hand-built anchors layouts and their exact frames,
/// ambiguity and conflicts.
final class AutoLayoutEngineTests: XCTestCase {
  /// Views 0 (root), 1 (`a`) and 2 (`b`, placed when a constraint names it), inside the root (or 2 inside 1).
  func layout(_ constraints: [AnchorConstraint], nested: Bool = false, priorities: [Int: ContentPriorities] = [:]) -> AnchorsLayout {
    var layout = AnchorsLayout(root: 0)
    let placesB = constraints.contains { $0.item == 2 || $0.secondItem == 2 }
    layout.parents = placesB ? [1: 0, 2: nested ? 1 : 0] : [1: 0]
    layout.placed = placesB ? [0, 1, 2] : [0, 1]
    for constraint in constraints { layout.activate(constraint) }
    layout.contentPriorities = priorities
    return layout
  }

  func c(_ item: Int, _ attribute: AnchorAttribute, _ relation: AnchorRelation = .equal, _ second: Int? = 0,
         _ secondAttribute: AnchorAttribute? = nil, _ constant: Double = 0, m: Double = 1, p: Double = 1000) -> AnchorConstraint {
    AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second,
                     secondAttribute: secondAttribute ?? attribute, multiplier: m, constant: constant, priority: p)
  }

  let names = ["root", "a", "b"]
  let label: LeafKind = .label(text: "Hello", lines: 1, font: 16)  // 40 × 20
  let canvas = Canvas(width: 300, height: 200)

  func testFramesAreExact() {
    let pinned = [c(1, .leading, .equal, 0, nil, 10), c(1, .top, .equal, 0, nil, 20)]
    let cases: [(String, AnchorsLayout, [LeafKind], Canvas, [Int: Rect], Size)] = [
      ("edges to the superview", layout([c(1, .leading, .equal, 0, nil, 16), c(1, .trailing, .equal, 0, nil, -16),
                                         c(1, .top), c(1, .height, .equal, nil, nil, 50)]),
       [.plainView, .plainView, .plainView], canvas, [1: Rect(x: 16, y: 0, width: 268, height: 50)], Size(width: 300, height: 200)),
      ("a label at its intrinsic size", layout(pinned), [.plainView, label, .plainView], canvas,
       [1: Rect(x: 10, y: 20, width: 40, height: 20)], Size(width: 300, height: 200)),
      ("a centre multiplier in a nested superview", layout([
        c(1, .leading, .equal, 0, nil, 100), c(1, .top), c(1, .width, .equal, nil, nil, 100), c(1, .height, .equal, nil, nil, 80),
        c(2, .centerX, .equal, 1, nil, m: 0.5), c(2, .centerY, .equal, 1, .bottom, m: 0.5),
        c(2, .width, .equal, nil, nil, 10), c(2, .height, .equal, nil, nil, 10)], nested: true),
       [.plainView, .plainView, .plainView], canvas, [2: Rect(x: 120, y: 35, width: 10, height: 10)], Size(width: 300, height: 200)),
      ("compression beats hugging, then the higher hugging wins", layout([
        c(1, .leading), c(1, .top), c(2, .leading, .equal, 1, .trailing), c(2, .trailing), c(2, .top)],
        priorities: [2: { var p = ContentPriorities(); p.hugging[.horizontal] = 251; return p }()]),
       [.plainView, label, label], canvas, [1: Rect(x: 0, y: 0, width: 260, height: 20), 2: Rect(x: 260, y: 0, width: 40, height: 20)],
       Size(width: 300, height: 200)),
      ("fit: the smallest height the constraints allow", layout([
        c(1, .top, .equal, 0, nil, 8), c(1, .leading), c(2, .top, .equal, 1, .bottom, 8), c(2, .leading),
        c(2, .bottom, .lessOrEqual, 0, nil, -8)]),
       [.plainView, label, label], Canvas(width: 300, height: .infinity, mode: .fit),
       [2: Rect(x: 0, y: 36, width: 40, height: 20)], Size(width: 300, height: 64)),
    ]
    for (name, layout, kinds, canvas, expected, size) in cases {
      let outcome = AutoLayoutEngine.layout(layout, kinds: kinds, canvas: canvas)
      XCTAssertEqual(outcome.report.ambiguous, [], name)
      XCTAssertEqual(outcome.report.unsatisfiable, [], name)
      XCTAssertEqual(outcome.result.size, size, name)
      for (view, frame) in expected { XCTAssertEqual(outcome.result.frames[view], frame, "\(name): \(names[view])") }
    }
  }

  func testAmbiguityNamesEveryFreeViewAndAxis() {
    let cases: [(String, AnchorsLayout, [LeafKind], Set<AmbiguousAxis>)] = [
      ("no horizontal position", layout([c(1, .top), c(1, .width, .equal, nil, nil, 10), c(1, .height, .equal, nil, nil, 10),
                                        c(2, .top, .equal, 1, .bottom)]),
       [.plainView, .plainView, .plainView], [free(1, .horizontal), free(2, .horizontal), free(2, .vertical)]),
      ("equal hugging in a row too wide", layout([c(1, .leading), c(1, .top), c(2, .leading, .equal, 1, .trailing),
                                                  c(2, .trailing), c(2, .top)]),
       [.plainView, label, label], [free(1, .horizontal), free(2, .horizontal)]),
    ]
    for (name, layout, kinds, expected) in cases {
      let outcome = AutoLayoutEngine.layout(layout, kinds: kinds, canvas: canvas)
      XCTAssertEqual(Set(outcome.report.ambiguous), expected, name)
      XCTAssertEqual(outcome.report.ambiguous.count, expected.count, name)
      XCTAssertTrue(outcome.report.findings.contains { $0 == .ambiguous(outcome.report.ambiguous) }, name)
    }
  }

  /// View `view` not determined on `axis`.
  func free(_ view: Int, _ axis: Axis) -> AmbiguousAxis { AmbiguousAxis(view: view, axis: axis) }

  /// Conflicts name the layout's constraints by index and the canvas's by value (the root's
  /// width, required), the broken one first among the finding's constraints.
  func testConflictsGiveTheMinimalSetAndBreakOne() {
    let canvasWidth = ConstraintReference.added(AnchorConstraint(item: 0, attribute: .width, relation: .equal, secondItem: nil,
                                                                 secondAttribute: nil, constant: 300))
    let cases: [(String, [AnchorConstraint], Set<ConstraintReference>, broken: Int)] = [
      ("two widths", [c(1, .width, .equal, nil, nil, 10), c(1, .width, .equal, nil, nil, 20), c(1, .leading), c(1, .top),
                      c(1, .height, .equal, nil, nil, 5)],
       [.layout(0), .layout(1)], 1),
      ("too wide for the canvas", [c(1, .leading, .equal, 0, nil, 10), c(1, .trailing), c(1, .width, .greaterOrEqual, nil, nil, 295),
                                   c(1, .top), c(1, .height, .equal, nil, nil, 5)],
       [.layout(0), .layout(1), .layout(2), canvasWidth], 2),
    ]
    for (name, constraints, expected, brokenIndex) in cases {
      let outcome = AutoLayoutEngine.layout(layout(constraints), kinds: [.plainView, .plainView, .plainView], canvas: canvas)
      XCTAssertEqual(Set(outcome.report.unsatisfiable), expected, name)
      XCTAssertEqual(outcome.report.unsatisfiable.count, expected.count, name)
      XCTAssertEqual(outcome.report.constraints.filter { !$0.isActive }.map(\.index), [brokenIndex], name)
      let conflict = outcome.report.findings.first { if case .conflict = $0 { true } else { false } }
      guard case let .conflict(set, broken) = conflict else { return XCTFail("no conflict: \(name)") }
      XCTAssertEqual(Set(set), expected, name)
      XCTAssertEqual(broken, .layout(brokenIndex), name)
      XCTAssertEqual(conflict?.constraints.first, brokenIndex, name)
      XCTAssertEqual(Set(conflict?.constraints ?? []), Set(expected.compactMap(\.layoutIndex)), name)
    }
  }
}
