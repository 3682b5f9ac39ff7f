/// The name the constraints' normalized text and reports give view `view` of an anchors
/// layout: its script name, or `viewN` for an id the names do not cover (a log's view UIKit
/// never named).
public func viewName(_ view: Int, in names: [String]) -> String {
  names.indices.contains(view) ? names[view] : "view\(view)"
}
