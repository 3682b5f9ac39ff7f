import LayoutCore
import Glibc

/// The one loop of an interactive run: `poll` on a few file descriptors (the terminal, the
/// inotify descriptor, the signal pipe) and one timer (the debounce of file changes). Each
/// ready descriptor's handler runs on the loop's thread, one at a time.
public final class EventLoop {
  private var handlers: [(descriptor: Int32, handler: () -> Void)] = []
  private var timer: (deadline: ContinuousClock.Instant, handler: () -> Void)?
  private let clock = ContinuousClock()
  /// False once `stop()` was called.
  public private(set) var isRunning = true

  /// A loop with nothing to wait for yet.
  public init() {}

  /// Calls `handler` whenever `descriptor` is readable (or closed).
  public func watch(_ descriptor: Int32, _ handler: @escaping () -> Void) {
    handlers.removeAll { $0.descriptor == descriptor }
    handlers.append((descriptor, handler))
  }

  /// Stops watching `descriptor`.
  public func remove(_ descriptor: Int32) {
    handlers.removeAll { $0.descriptor == descriptor }
  }

  /// Calls `handler` once at `deadline`, replacing the timer set before.
  public func schedule(at deadline: ContinuousClock.Instant, _ handler: @escaping () -> Void) {
    timer = (deadline, handler)
  }

  /// Ends `run()` after the handler that called it.
  public func stop() { isRunning = false }

  /// Runs until `stop()`.
  public func run() {
    while isRunning { runOnce() }
  }

  /// Waits for one descriptor or the timer (at most `limit`), then runs what is due.
  public func runOnce(waitingAtMost limit: Duration? = nil) {
    var wait = limit
    if let timer {
      let left = max(timer.deadline - clock.now, .zero)
      wait = min(wait ?? left, left)
    }
    var descriptors = handlers.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    let milliseconds = wait.map { Int32(min($0.milliseconds.rounded(.up), 60_000)) } ?? -1
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    if let timer, clock.now >= timer.deadline {
      self.timer = nil
      timer.handler()
    }
    guard ready > 0 else { return }
    for entry in descriptors where entry.revents != 0 {
      guard isRunning else { return }
      handlers.first { $0.descriptor == entry.fd }?.handler()
    }
  }
}
