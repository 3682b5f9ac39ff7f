import LayoutCore

/// UIKit's layout pass over the views of the file's other classes (`Evaluator+ViewClasses`):
/// once the shown class's code has run (its own `layoutSubviews()` last, `Parser.layoutPassMethods`),
/// each class view in the hierarchy runs its `layoutSubviews()` in its bounds — its frame as
/// its superview's code set it — outer views first, as UIKit lays out a hierarchy top-down
/// (UIView.layoutSubviews: "the default implementation uses any constraints you have set … you
/// can override this method … to set the frame rectangles of your subviews directly").
extension Evaluator {
  /// Runs the shown class's own layout pass, kept for now (`UIKitLayoutState.shownLayoutPasses`):
  /// after its views took the content set elsewhere, so that `label.intrinsicContentSize` there
  /// measures what the label shows, as UIKit lays a view out once it is configured.
  func runShownLayoutPasses() throws(Diagnostic) {
    let passes = uikit.shownLayoutPasses
    uikit.shownLayoutPasses = []
    for (what, body) in passes { try runSetUp(what, body) }
  }

  /// Runs the layout pass of every class view added to a superview, in the order added, once each.
  func runSubviewLayoutPasses() throws(Diagnostic) {
    var done: Set<Int> = []
    var index = 0
    while index < uikit.added.count {  // a pass may add views, whose passes run after
      let item = uikit.added[index]
      index += 1
      guard let className = classInstances[item]?.className, done.insert(item).inserted,
            let declaration = declarations.viewClasses[className] else { continue }
      for case .setUp(let what, let body, _) in declaration.members where Parser.isLayoutPass(what) {
        try notingOnce("\(className).\(what)") { () throws(Diagnostic) in
          try runInInstance(item) { () throws(Diagnostic) in try runSetUp(what, body) }
        }
      }
    }
  }
}
