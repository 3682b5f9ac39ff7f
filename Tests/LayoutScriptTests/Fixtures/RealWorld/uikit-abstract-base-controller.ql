// Modelled on airbnb/HorizonCalendar, Example/HorizonCalendarExample/HorizonCalendarExample/DemoViewController.swift:
// a base controller whose lazy view is made from a method left to its subclasses (its body only
// `fatalError`), centred by anchors with a width capped at 340 and wanted at 340 only at the fitting-size level (50, below the box's hugging),
// through a `prioritize(at:)` helper its own extension declares.
// expect-min-frames: 2
import UIKit

protocol DemoScreen: UIViewController {
  init(style: ScreenStyle)
}

class BaseDemoScreen: UIViewController, DemoScreen {
  required init(style: ScreenStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder _: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  let style: ScreenStyle

  lazy var boardView = BoardView(initialContent: makeContent())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(boardView)
    boardView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      boardView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      boardView.heightAnchor.constraint(equalToConstant: 300),
      boardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      boardView.widthAnchor.constraint(lessThanOrEqualToConstant: 340),
      boardView.widthAnchor.constraint(equalToConstant: 340).prioritize(at: .fittingSizeLevel),
    ])
  }

  func makeContent() -> BoardContent {
    fatalError("Must be implemented by a subclass.")
  }
}

extension NSLayoutConstraint {
  fileprivate func prioritize(at priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
