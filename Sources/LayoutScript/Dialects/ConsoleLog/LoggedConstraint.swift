import LayoutCore

/// One end of a printed constraint: a view or guide, or the `|` of a printed visual format
/// (the superview, named by the log's `names:` list when it has one).
enum LoggedEnd: Hashable {
  case item(LoggedItem)
  /// The superview of `of`: `named` when the log names it.
  case superview(of: LoggedItem, named: LoggedItem?)
}

/// A constraint's relation as a log prints it, one end to the other.
struct LoggedConstraint: Hashable {
  var first: LoggedEnd
  var attribute: LoggedAttribute
  var relation: AnchorRelation
  /// Nil for a length against a constant.
  var second: LoggedEnd?
  var secondAttribute: LoggedAttribute?
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: Double = 1000
}
