import LayoutCore

/// `DispatchQueue.main.async { … }`: Dispatch runs the block on the main queue a moment later,
/// once the code that queued it has returned to the run loop (`DispatchQueue.async(execute:)`:
/// "Schedules a work item for immediate execution, and returns immediately"), so what it builds
/// is on the screen straight after: the block runs at once, noted once. A block queued while one
/// runs waits for it to finish, as on the main queue (so `guard Thread.isMainThread else {
/// DispatchQueue.main.async { self.update() } }` cannot recurse), and at most
/// `MainQueue.limit` blocks run in one evaluation. A block queued for later (`asyncAfter(deadline:)`)
/// or on another queue is not run, as before: the picture is of the moment the code has finished.
struct MainQueue {
  /// The most blocks one evaluation runs (a block that queues itself again stops there).
  static let limit = 64
  var noted = false
  var isRunning = false
  var pending: [(closure: Closure, location: SourceLocation)] = []
  var ran = 0
}

extension Evaluator {
  /// Runs the block of `DispatchQueue.main.async`, or queues it behind the one running; false
  /// for any other expression.
  func runMainQueueBlock(_ expression: Expression) throws(Diagnostic) -> Bool {
    let chain = MemberChain(expression)
    guard case .name("DispatchQueue", _) = chain.base, !scopes.contains(where: { $0["DispatchQueue"] != nil }),
          chain.links.count == 2, chain.links[0].name == "main", chain.links[1].name == "async",
          let closure = chain.links[1].closure, closure.parameters.isEmpty else { return false }
    let location = chain.links[1].location
    if !mainQueue.noted {
      mainQueue.noted = true
      note("'DispatchQueue.main.async' runs its block a moment after the code that queued it returns: it runs at once here, "
             + "and the picture shows what it builds", at: location)
    }
    mainQueue.pending.append((closure, location))
    guard !mainQueue.isRunning else { return true }
    mainQueue.isRunning = true
    defer { mainQueue.isRunning = false }
    while !mainQueue.pending.isEmpty {
      let block = mainQueue.pending.removeFirst()
      guard mainQueue.ran < MainQueue.limit else {
        mainQueue.pending.removeAll()
        note("'DispatchQueue.main.async': \(MainQueue.limit) blocks ran, the rest are not run", at: block.location)
        break
      }
      mainQueue.ran += 1
      _ = try invoke(block.closure, arguments: [], at: block.location)
    }
    return true
  }
}
