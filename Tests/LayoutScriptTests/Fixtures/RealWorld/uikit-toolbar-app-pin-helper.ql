// Modelled on deltachat/deltachat-ios, deltachat-ios/Chat/Views/ChatEditingBar.swift: a bar view whose
// UIToolbar is made in a lazy property closure and pinned to the bar by the app's own helper
// (`fillSuperview()`, declared in another file of the app), its items bar button items.
// expect-min-frames: 2
import UIKit

public class SelectionActionBar: UIView {
    weak var delegate: SelectionActionBarDelegate?

    private lazy var shareButton: UIBarButtonItem = {
        UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(onShare))
    }()

    private lazy var toolbar: UIToolbar = {
        let bar = UIToolbar()
        bar.items = [shareButton, .flexibleSpace()]
        return bar
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(toolbar)
        toolbar.fillSuperview()
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func onShare() {
        delegate?.onShare()
    }
}
