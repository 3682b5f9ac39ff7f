// Modelled on SwipeCellKit/SwipeCellKit, Source/SwipeActionsView.swift: the file's screen is the
// actions view, whose initializer calls a method that makes the file's other class (a wrapper per
// action, framed from its index) and adds each; the wrapper, declared last and named only in that
// method, is not the screen. The actions, the widths and the wrapper's content rect are ours.
// expect-min-frames: 3
import UIKit

class ActionsStrip: UIView {
    let titles: [String]

    init(titles: [String]) {
        self.titles = titles
        super.init(frame: .zero)
        addWrappers()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func addWrappers() {
        for (index, title) in titles.enumerated() {
            let wrapper = ActionWrapperView(frame: CGRect(x: CGFloat(index) * 90, y: 0, width: 80, height: 44), title: title)
            addSubview(wrapper)
        }
    }
}

class ActionWrapperView: UIView {
    let contentRect: CGRect
    let title: String

    init(frame: CGRect, title: String) {
        self.title = title
        contentRect = CGRect(x: 8, y: 0, width: frame.width - 16, height: frame.height)
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
