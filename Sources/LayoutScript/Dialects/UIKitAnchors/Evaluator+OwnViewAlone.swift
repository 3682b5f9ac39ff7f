import LayoutCore

/// A shown view or controller whose code qlrepl runs adds no subview, makes no constraint and
/// sets no frame: a view that draws itself (`draw(_:)`, its layers), a container the app fills
/// from its other files, a controller whose content is its storyboard's or its data source's.
/// The class is still the view the user pasted, so it is laid out alone, as the root: a view
/// filling the canvas, as Xcode's canvas previews a UIView (`#Preview { GrabberView() }`) on
/// a device's screen, its superview giving it its size in the app; a controller's view filling
/// it, as a window sizes its root controller's view (UIWindow's `rootViewController`: "The new
/// content view is configured to track the window size"). One note says what is shown and what
/// is not drawn.
extension Evaluator {
  /// Makes the shown class's own view the root of an Auto Layout document of that view alone,
  /// when the file shows a view or a controller whose code built nothing; false otherwise.
  func showOwnViewAlone() -> Bool {
    guard let className = flattenedClass, let superclass = flattenedSuperclass, Parser.isViewOrController(superclass),
          !Self.showsOtherControllers(superclass), !uikit.isUsed, body == nil, !hasAnchorsLayout else { return false }
    let location = flattenedClassLocation ?? SourceLocation(file: importStack.first ?? "", line: 1, column: 1)
    let isController = Self.isController(superclass)
    let root = uikitHostView(isController ? "view" : "self", at: location)
    viewTable.views[root].typeName = Self.ownViewType(of: className, superclass: superclass)
    uikit.isUsed = true
    note("'\(className)' adds no subviews in the code qlrepl runs: " + ownViewShown(superclass), at: location)
    return true
  }

  /// True for a controller whose view shows other controllers' views or SwiftUI's (a navigation
  /// stack, tabs, pages, a split view; a `UIHostingController` or an app's hosting controller,
  /// `OnboardingHostingViewController<Content>`): an empty view would not be theirs, so such a
  /// controller is not shown alone.
  static func showsOtherControllers(_ superclass: String) -> Bool {
    ["UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController"].contains(superclass)
      || isController(superclass) && superclass.contains("Hosting")
  }

  /// What the note says is shown of a class of `superclass` alone, and what is not drawn.
  private func ownViewShown(_ superclass: String) -> String {
    switch superclass {
    case "UITableViewController":
      return "its view, a UITableView, is shown alone, filling the canvas as the window fills a controller's view; its rows come "
        + "from its data source (tableView(_:cellForRowAt:)), which qlrepl does not run"
    case "UICollectionViewController":
      return "its view, a UICollectionView, is shown alone, filling the canvas as the window fills a controller's view; its cells "
        + "come from its data source (collectionView(_:cellForItemAt:)), which qlrepl does not run"
    case _ where Self.isController(superclass):
      return "its view is shown alone, filling the canvas as the window fills a controller's view"
    case _ where CellCanvas.superclasses.contains(superclass):
      return "it is shown as the cell itself, empty (what fills it is set elsewhere: a configuration, another file)"
    default:
      var shown = "it is shown as the view itself, filling the canvas as Xcode's canvas shows a view alone (in the app its "
        + "superview gives it its size; canvas(width:height:) or --size gives another)"
      if let draw = declarations.functions["draw"], flattenedMethods.contains(draw.location) { shown += "; what its draw(_:) draws is not drawn" }
      return shown
    }
  }

  /// The type the root stands as: a table view controller's view is its `UITableView`, a
  /// collection view controller's its `UICollectionView`, another controller's a `UIView`; a
  /// view is of its own class.
  private static func ownViewType(of className: String, superclass: String) -> String {
    switch superclass {
    case "UITableViewController": return "UITableView"
    case "UICollectionViewController": return "UICollectionView"
    default: return isController(superclass) ? "UIView" : className
    }
  }
}
