import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// A shown view or controller whose code adds no subview (docs/uikit-auto-layout.md, "Where the
/// code may be"): laid out as its own view alone, at the size UIKit gives it, with one note; a
/// class that is no view, and a controller whose view shows other controllers', are not.
final class UIKitOwnViewAloneTests: XCTestCase {
  func testAViewOrControllerThatAddsNoSubviewIsItsOwnViewAlone() throws {
    let canvas = Rect(x: 0, y: 0, width: 375, height: 667)
    let cases: [(what: String, source: String, root: String, type: String, frame: Rect, note: String)] = [
      ("a view that draws itself fills the canvas; its draw(_:) is named", """
        final class RingView: UIView {
            override func draw(_ rect: CGRect) { UIColor.red.setStroke() }
        }
        """, "self", "RingView", canvas, "what its draw(_:) draws is not drawn"),
      ("a view whose code only sets its appearance", """
        final class GripView: UIView {
            init() { super.init(frame: .zero); backgroundColor = .gray; layer.cornerRadius = 3 }
            required init?(coder: NSCoder) { fatalError() }
        }
        """, "self", "GripView", canvas, "it is shown as the view itself, filling the canvas"),
      ("an image view subclass, conforming to a protocol after its superclass", """
        final class BadgeImageView: UIImageView, Identifiable {
            var id: String { "badge" }
        }
        """, "self", "BadgeImageView", canvas, "it is shown as the view itself"),
      ("a generic view class", """
        final class Host<Content>: UIView, Identifiable {
            let id = "host"
        }
        """, "self", "Host", canvas, "it is shown as the view itself"),
      ("a controller whose viewDidLoad only sets a colour", """
        final class PlainViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
        }
        """, "view", "UIView", canvas, "its view is shown alone, filling the canvas as the window fills a controller's view"),
      ("a table view controller: its view is the table, its rows its data source's", """
        final class MenuViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); tableView.rowHeight = 60 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        """, "view", "UITableView", canvas, "its rows come from its data source (tableView(_:cellForRowAt:))"),
      ("a collection view controller", """
        final class GalleryViewController: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
        }
        """, "view", "UICollectionView", canvas, "its cells come from its data source (collectionView(_:cellForItemAt:))"),
      ("a cell is a row of the canvas's width, 44 points", """
        final class PlainCell: UITableViewCell {
            static let reuseIdentifier = "PlainCell"
        }
        """, "self", "PlainCell", Rect(x: 0, y: 0, width: 375, height: 44), "it is shown as the cell itself, empty"),
    ]
    for (what, source, root, type, frame, note) in cases {
      let laidOut = try Pipeline.run(source: "import UIKit\n" + source, path: "alone.ql")
      let result = try XCTUnwrap(laidOut.result, what)
      let id = try XCTUnwrap(laidOut.script.views.firstIndex { $0.name == root }, what)
      XCTAssertEqual(result.frames[id], frame, what)
      XCTAssertEqual(laidOut.script.views[id].typeName, type, what)
      XCTAssertEqual(result.frames.compactMap { $0 }.count, 1, "\(what): the root alone")
      let said = laidOut.script.warnings.map(\.message).filter { $0.contains("adds no subviews in the code qlrepl runs") }
      XCTAssertEqual(said.count, 1, what)
      XCTAssertTrue(said.first?.contains(note) == true, "\(what): \(said)")
    }
  }

  func testAnAppKitViewOfAMacOnlyFileIsItsOwnViewAlone() throws {
    let source = """
      #if os(macOS)
      import AppKit
      public final class StripedTableView: NSTableView {
          public override func drawBackground(inClipRect clipRect: NSRect) { super.drawBackground(inClipRect: clipRect) }
      }
      #endif
      """
    let laidOut = try Pipeline.run(source: source, path: "alone.ql")
    let result = try XCTUnwrap(laidOut.result)
    let id = try XCTUnwrap(laidOut.script.views.firstIndex { $0.name == "self" })
    XCTAssertEqual(result.frames[id], Rect(x: 0, y: 0, width: 375, height: 667))
    XCTAssertEqual(laidOut.script.views[id].typeName, "StripedTableView")
    let messages = laidOut.script.warnings.map(\.message)
    XCTAssertTrue(messages.contains { $0.contains("read as a Mac's build reads it") }, "\(messages)")
    XCTAssertTrue(messages.contains { $0.contains("'StripedTableView' adds no subviews") }, "\(messages)")
  }

  func testAClassThatIsNoViewOrShowsOtherControllersHasNothingToRender() throws {
    let cases: [(what: String, source: String)] = [
      ("a library's layout object", "final class PanelLayout: FloatingPanelLayout { let initialState = 1 }"),
      ("a tab bar controller, whose view shows its tabs' controllers", "final class TabsController: UITabBarController {}"),
      ("a navigation controller", "final class Navigation: UINavigationController {}"),
      ("a hosting controller, whose view is SwiftUI's", "final class Welcome<Content: View>: UIHostingController<Content> {}"),
      ("an app's hosting controller", "final class Login<Content>: OnboardingHostingViewController<Content> where Content: View {}"),
    ]
    for (what, source) in cases {
      let laidOut = try Pipeline.run(source: "import UIKit\n" + source, path: "alone.ql")
      XCTAssertNil(laidOut.result, what)
    }
  }

  func testAViewOrControllerIsShownBeforeALibrarysObjectOfTheFile() throws {
    let source = """
      import UIKit
      final class MapViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); title = "Map" }
      }
      final class SearchPanelLayout: FloatingPanelLayout {
          let initialState = 1
      }
      """
    let laidOut = try Pipeline.run(source: source, path: "alone.ql")
    XCTAssertEqual(laidOut.script.shownUIKitClass, "MapViewController")
    XCTAssertNotNil(laidOut.result)
  }
}
