// Modelled on SwiftKickMobile/SwiftMessages, Demo/Demo/CountedMessageView.swift: a nib's view
// class, `UIView` first and a protocol after it (`Identifiable`, with a computed `id`), whose one
// outlet the nib lays out.
// expect-min-frames: 2
import UIKit
import SwiftMessages

class BadgeCountView: UIView, Identifiable {

    @IBOutlet weak var badgeLabel: UILabel!

    var id: String {
        return "badge-count"
    }
}
