import Foundation
import XCTest

/// UIKit's Auto Layout code through the real binary: a pasted view controller with a stack view
/// renders its frames and UIKit's own constraints in JSON, and a VFL error points inside its string.
final class UIKitRenderTests: XCTestCase {
  static let controller = """
    canvas(width: 390, height: 844, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    class SettingsViewController: UIViewController {
      let name = UILabel(text: "Name")
      let value = UILabel(text: "Ada")
      let row = UIStackView()
      override func viewDidLoad() {
        super.viewDidLoad()
        row.addArrangedSubview(name)
        row.addArrangedSubview(value)
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
          row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
      }
    }
    """

  func testAViewControllerRendersItsFramesAndUIKitsConstraints() throws {
    let path = try QlreplProcess.scriptFile(Self.controller)
    let outcome = try QlreplProcess.run(["render", path, "--format", "json", "--no-color"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let frames = try XCTUnwrap(json["frames"] as? [String: [Double]])
    // The margins are 16 on a 390-wide phone and the safe area starts at 47: "Name" (32 wide)
    // at (16, 47), "Ada" 8 after it.
    XCTAssertEqual(frames["name"], [16, 47, 32, 20])
    XCTAssertEqual(frames["value"], [56, 47, 24, 20])
    let anchors = try XCTUnwrap(json["anchors"] as? [String: Any])
    let constraints = try XCTUnwrap(anchors["constraints"] as? [String])
    XCTAssert(constraints.contains(#"value.leading == name.trailing + 8 id:"UISV-spacing""#), "\(constraints)")
    XCTAssert(constraints.contains(#"view.safeAreaLayoutGuide.top == view.top + 47 id:"UIViewSafeAreaLayoutGuide-top""#), "\(constraints)")
    XCTAssertEqual(anchors["unsatisfiable"] as? [String], [])
  }

  func testAVisualFormatErrorPointsInsideItsString() throws {
    let path = try QlreplProcess.scriptFile("""
      let root = UIView()
      let box = UIView()
      root.addSubview(box)
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box(==50]-|", options: [], metrics: nil, views: ["box": box]))
      """)
    let outcome = try QlreplProcess.run(["check", path])
    XCTAssertEqual(outcome.status, 1)
    let column = #"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box(==50"#.count + 1
    XCTAssertTrue(outcome.stderr.hasPrefix("\(path):4:\(column): error: invalid visual format: expected ',' or ')'"), outcome.stderr)
  }
}
