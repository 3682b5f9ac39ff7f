import LayoutCore

/// `DispatchQueue.main.async { … }`: Dispatch runs the block on the main queue a moment later,
/// once the code that queued it has returned to the run loop (`DispatchQueue.async(execute:)`:
/// "Schedules a work item for immediate execution, and returns immediately"), so what it builds
/// is on the screen straight after: the block runs at once, noted once. A block queued for later
/// (`asyncAfter(deadline:)`) or on another queue is not run, as before: the picture is of the
/// moment the code that runs has finished.
extension Evaluator {
  /// Runs the block of `DispatchQueue.main.async`; false for any other expression.
  func runMainQueueBlock(_ expression: Expression) throws(Diagnostic) -> Bool {
    let chain = MemberChain(expression)
    guard case .name("DispatchQueue", _) = chain.base, !scopes.contains(where: { $0["DispatchQueue"] != nil }),
          chain.links.count == 2, chain.links[0].name == "main", chain.links[1].name == "async",
          let closure = chain.links[1].closure, closure.parameters.isEmpty else { return false }
    if !mainQueueNoted {
      mainQueueNoted = true
      note("'DispatchQueue.main.async' runs its block a moment after the code that queued it returns: it runs at once here, "
             + "and the picture shows what it builds", at: chain.links[1].location)
    }
    _ = try invoke(closure, arguments: [], at: chain.links[1].location)
    return true
  }
}
