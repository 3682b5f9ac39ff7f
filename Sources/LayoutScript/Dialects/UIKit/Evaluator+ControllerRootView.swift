import LayoutCore

/// A view controller's own view replaced in its set-up: `override func loadView() { view =
/// cameraView }`. UIKit's `loadView()` "creates the view that the controller manages" and a
/// subclass that overrides it "should assign [its view] to the view property" (Apple's
/// UIViewController.loadView documentation); the window then sizes that view to the screen. A
/// view the file builds there is the root already (the hierarchy's top); one of the app's other
/// files (`view = v` of `let v = CameraView()`) is its named placeholder box, drawn filling the
/// controller's (its edges pinned to the canvas), never nothing.
extension Evaluator {
  /// True when `target = expression` in a controller's set-up code sets its `view` (bare or
  /// `self.view`) to a placeholder view: that view then fills the controller's.
  func setsControllerRootView(_ target: Expression, _ expression: Expression) throws(Diagnostic) -> Bool {
    guard setUpInProgress != nil, flattenedSuperclass?.hasSuffix("ViewController") == true else { return false }
    let location: SourceLocation
    switch target {
    case .name("view", let at) where !scopes.contains(where: { $0["view"] != nil }): location = at
    case .member(.name("self", _), "view", let at): location = at
    default: return false
    }
    let host = uikitHostView("self", at: location)
    guard case .view(let root) = try evaluate(expression), root != host, viewTable.views[root].isPlaceholder,
          uikit.guideKinds[root] == nil else { return false }
    uikit.isUsed = true
    uikit.add(root, to: host)
    pinEdges(of: root, to: host, at: location)
    note("the controller's view is '\(viewTable.views[root].name ?? viewTable.views[root].typeName)': "
           + "drawn filling it, as the window sizes a controller's view to the screen", at: location)
    return true
  }
}
