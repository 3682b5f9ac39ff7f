/// A call, `callee(arguments) { trailing closures }`, as one allocation: the callee and the
/// location before its arguments, stored in place. A layout script is mostly calls (every view,
/// container and modifier is one), and an array of arguments beside each would double their
/// number of allocations. Read it as the collection of its arguments, trailing closures last.
/// Never changed once made (hence sendable).
struct CallSyntax: RandomAccessCollection, @unchecked Sendable {
  /// What a call keeps before its arguments.
  private struct Header {
    var callee: Expression
    var location: SourceLocation
    var count: Int
  }

  /// The header and the arguments after it.
  private final class Storage: ManagedBuffer<Header, Argument> {
    deinit {
      _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }
  }

  private let storage: Storage

  /// The call of `callee` with `arguments`; `location` is the callee name's (the opening
  /// parenthesis's when the callee is not a name).
  static func make(_ callee: Expression, _ arguments: some Collection<Argument>, at location: SourceLocation) -> CallSyntax {
    let storage = unsafeDowncast(Storage.create(minimumCapacity: arguments.count) { _ in
      Header(callee: callee, location: location, count: arguments.count)
    }, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { elements in
      for (offset, argument) in arguments.enumerated() { (elements + offset).initialize(to: argument) }
    }
    return CallSyntax(storage: storage)
  }

  // The header is read through its pointer, a part at a time: `ManagedBuffer.header` is a
  // class's stored property, whose every read Swift checks for exclusive access at run time.
  var callee: Expression { storage.withUnsafeMutablePointerToHeader { $0.pointee.callee } }
  var location: SourceLocation { storage.withUnsafeMutablePointerToHeader { $0.pointee.location } }

  var startIndex: Int { 0 }
  var endIndex: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.count } }

  subscript(position: Int) -> Argument {
    precondition(indices.contains(position), "argument index out of range")
    return storage.withUnsafeMutablePointerToElements { $0[position] }
  }
}
