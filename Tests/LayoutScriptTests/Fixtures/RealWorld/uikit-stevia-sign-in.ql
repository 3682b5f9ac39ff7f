// Modelled on freshOS/Stevia, LoginExample/LoginStevia/LoginViewStevia.swift and Yummypets/YPImagePicker,
// Source/Pages/Gallery/YPLibraryView.swift: a view that builds its hierarchy with Stevia's
// `subviews { }` and nested `.subviews(…)`, lays a form out with the visual `layout { }` of
// `|-field-| ~ 56` rows, margins and `>=20`, and places the rest with chained `top(…)
// .fillHorizontally(…)` calls and `Top == …Bottom + 8` equations.
// expect-min-frames: 7
import UIKit
import Stevia

final class JoinView: UIView {
    let header = UIView()
    let logo = UIImageView()
    let name = UITextField()
    let code = UITextField()
    let help = UIButton()
    let join = UIButton()
    let divider = UIView()

    convenience init() {
        self.init(frame: .zero)
        subviews {
            header.subviews(
                logo
            )
            name
            code
            help
            divider
            join
        }
        header.top(0).fillHorizontally().height(120)
        logo.size(48).centerInContainer()

        layout {
            140
            |-name-| ~ 56
            12
            |-code-help-| ~ 56
            >=20
            |join| ~ 64
            0
        }
        help.width(90)

        divider.Top == code.Bottom + 8
        divider.height(1)
        |-16-divider-16-|

        name.placeholder = "Name"
        code.placeholder = "Invite code"
        help.setTitle("Help", for: .normal)
        join.setTitle("Join", for: .normal)
        backgroundColor = .systemBackground
    }
}
