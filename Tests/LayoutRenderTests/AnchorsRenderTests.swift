import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript
import XCTest

/// SwiftLayout code pasted as it is (README-style snippets and a whole Layoutable class),
/// evaluated, laid out by Auto Layout and reported: exact frames and the JSON `anchors` object.
final class AnchorsRenderTests: XCTestCase {
  static let logo = """
    canvas(width: 720, height: 400, mode: .exact)
    let root = UIView()
    let leftParenthesis = UIImageView(width: 24, height: 96)
    let viewLogo = UIImageView(width: 120, height: 120)
    var layout: some Layout {
      root.sl.sublayout {
        leftParenthesis.sl.anchors {
          Anchors.leading.equalToSuper(constant: 16)
          Anchors.centerY
        }
        viewLogo.sl.anchors {
          Anchors.leading.equalTo(leftParenthesis, attribute: .trailing, constant: 20)
          Anchors.centerY.equalToSuper(constant: 30)
          Anchors.size.equalTo(width: 200, height: 200)
        }
        UIImageView(width: 48, height: 48).sl.identifying("plus").anchors {
          Anchors.center.equalToSuper(yOffset: 30)
          Anchors.size.equalTo(width: 150, height: 150)
        }
      }
    }
    """

  static let layoutableClass = """
    import SwiftLayout

    class ProfileView: UIView, Layoutable {
      var activation: Activation?
      let nameLabel = UILabel()
      let detailLabel = UILabel(text: "Swift developer", font: 14)

      @LayoutBuilder var layout: some Layout {
        self.sl.sublayout {
          nameLabel.sl.identifying("name").anchors {
            Anchors.cap.equalToSuper(inwardOffset: 16)
          }
          detailLabel.sl.anchors {
            Anchors.top.equalTo("name", attribute: .bottom, constant: 8)
            Anchors.horizontal.equalTo("name")
            Anchors.bottom.equalToSuper(inwardOffset: 16)
          }
        }
      }

      override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Kim Taeyeon"
        self.sl.updateLayout()
      }

      required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }
    }
    """

  func layout(_ source: String, canvas: CanvasOverride = CanvasOverride()) throws -> (EvaluatedScript, LaidOutScript) {
    let script = try ScriptEvaluator.evaluate(source: source, path: "snippet.ql")
    return (script, Pipeline.layout(script, options: LayoutOptions(canvas: canvas)))
  }

  func testPastedSnippetsGetExactFrames() throws {
    let cases: [(String, String, CanvasOverride, [String: Rect])] = [
      ("README logo", Self.logo, CanvasOverride(), [
        "root": Rect(x: 0, y: 0, width: 720, height: 400), "leftParenthesis": Rect(x: 16, y: 152, width: 24, height: 96),
        "viewLogo": Rect(x: 60, y: 130, width: 200, height: 200), "plus": Rect(x: 285, y: 155, width: 150, height: 150),
      ]),
      ("Layoutable class", Self.layoutableClass, CanvasOverride(size: Size(width: 320, height: .infinity), mode: .fit), [
        "self": Rect(x: 0, y: 0, width: 320, height: 77.5), "nameLabel": Rect(x: 16, y: 16, width: 288, height: 20),
        "detailLabel": Rect(x: 16, y: 44, width: 288, height: 17.5),
      ]),
    ]
    for (name, source, canvas, expected) in cases {
      let (script, layout) = try self.layout(source, canvas: canvas)
      for (view, frame) in expected {
        let id = try XCTUnwrap(script.views.firstIndex { $0.name == view }, "\(name): \(view)")
        XCTAssertEqual(layout.result?.frames[id], frame, "\(name): \(view)")
      }
      XCTAssertEqual(layout.diagnostics.map(\.message), [], name)
    }
  }

  func testTheJSONReportCarriesTheConstraints() throws {
    let (script, layout) = try self.layout(Self.logo)
    let json = JSONReport(script: script, result: try XCTUnwrap(layout.result), constraints: layout.constraints,
                          diagnostics: layout.warnings).text(pretty: false)
    XCTAssertTrue(json.contains(#""constraints":["leftParenthesis.leading == root.leading + 16","leftParenthesis.centerY == root.centerY","#), json)
    XCTAssertTrue(json.contains(#""ambiguous":[],"unsatisfiable":[]"#), json)
  }

  /// The engine's findings are facts (`ConstraintsFinding`); LayoutRender words them and the
  /// pipeline gives each as a warning at its first constraint (the layout itself for ambiguity).
  func testConflictsAndAmbiguityAreWarningsAtTheConstraint() throws {
    func script(_ anchors: String) -> String {
      """
      let root = UIView()
      let box = UIView()
      var layout: some Layout {
        root.sl.sublayout {
          box.sl.anchors {
      \(anchors)
          }
        }
      }
      """
    }
    let cases: [(name: String, source: String, unsatisfiable: [String], warnings: [String])] = [
      ("two widths", script("      Anchors.width.equalTo(constant: 10)\n      Anchors.width.equalTo(constant: 20)"),
       ["box.width == 10", "box.width == 20"],
       ["snippet.ql:7:21: unsatisfiable constraints: box.width == 10; box.width == 20 cannot all hold; "
          + "UIKit recovers by breaking box.width == 20"]),
      ("no position", script("      Anchors.width.equalTo(constant: 10)\n      Anchors.height.equalTo(constant: 20)"), [],
       ["snippet.ql:3:5: the layout is ambiguous: box (horizontal), box (vertical) can move without breaking a constraint; "
          + "add constraints (or distinct priorities) that fix them"]),
    ]
    for (name, source, unsatisfiable, warnings) in cases {
      let (_, layout) = try self.layout(source)
      XCTAssertEqual(layout.constraints.map(ConstraintWords(script: layout.script).unsatisfiable), unsatisfiable, name)
      XCTAssertEqual(layout.diagnostics.map { "\($0.location): \($0.message)" }, warnings, name)
      XCTAssertEqual(layout.diagnostics.map(\.severity), warnings.map { _ in .warning }, name)
    }
  }

  /// Each finding's sentence, from its facts alone (a constraint left out is met only where a
  /// view is constrained to one outside its tree, which scripts cannot write).
  func testFindingsInWords() {
    let title = { (attribute: AnchorAttribute, constant: Double) in
      AnchorConstraint(item: 1, attribute: attribute, relation: .equal, secondItem: nil, secondAttribute: nil, constant: constant)
    }
    var layout = AnchorsLayout(root: 0)
    layout.constraints = [title(.height, 4), title(.width, 10), title(.height, 8),
                          AnchorConstraint(item: 1, attribute: .top, relation: .equal, secondItem: 2, secondAttribute: .bottom)]
    let words = ConstraintWords(layout: layout, names: ["root", "title", "other"])
    let rootWidth = AnchorConstraint(item: 0, attribute: .width, relation: .equal, secondItem: nil, secondAttribute: nil, constant: 5)
    let cases: [(ConstraintsFinding, String)] = [
      (.conflict(set: [.layout(1), .added(rootWidth)], broken: .added(rootWidth)),
       "unsatisfiable constraints: title.width == 10; root.width == 5 cannot all hold; UIKit recovers by breaking root.width == 5"),
      (.ambiguous([AmbiguousAxis(view: 1, axis: .vertical), AmbiguousAxis(view: 7, axis: .horizontal)]),
       "the layout is ambiguous: title (vertical), view7 (horizontal) can move without breaking a constraint; "
         + "add constraints (or distinct priorities) that fix them"),
      (.leftOut(constraint: 3),
       "title.top == other.bottom relates views without a common ancestor; it is left out"),
    ]
    for (finding, sentence) in cases { XCTAssertEqual(finding.sentence(words), sentence) }
    XCTAssertEqual(cases.map(\.0.constraints), [[1], [], [3]])
    let broken = ConstraintsFinding.conflict(set: [.layout(0), .layout(2)], broken: .layout(2))
    XCTAssertEqual(broken.constraints, [2, 0], "the broken constraint first")
    XCTAssertEqual(broken.sentence(words), "unsatisfiable constraints: title.height == 4; title.height == 8 cannot all hold; "
                     + "UIKit recovers by breaking title.height == 8")
  }
}
