// Modelled on ivpn/ios-app, IVPNClient/Managers/NavigationManager.swift: a class of static functions
// that instantiate controllers from storyboards (`UIStoryboard(name:bundle:)`,
// `instantiateViewController(withIdentifier:) as? UINavigationController`, `topViewController as?`),
// one of which adds a web view it is given to its controller's view and pins it with SnapKit:
// no view of the file's own, so that factory is what is shown.
// expect-min-frames: 2
import UIKit
import SnapKit
import WebKit

class ScreenRouter {

    static func getSettingsViewController() -> UIViewController {
        let storyBoard = UIStoryboard(name: "Settings", bundle: nil)
        let viewController = storyBoard.instantiateViewController(withIdentifier: "settingsView")
        viewController.modalPresentationStyle = .pageSheet
        return viewController
    }

    static func getHelpViewController(webView: WKWebView, showsClose: Bool = true) -> UIViewController {
        let storyBoard = UIStoryboard(name: "Help", bundle: nil)
        let navController = storyBoard.instantiateViewController(withIdentifier: "helpView") as? UINavigationController
        navController?.modalPresentationStyle = .formSheet

        if let viewController = navController?.topViewController {
            viewController.view.addSubview(webView)
            viewController.navigationController?.navigationBar.prefersLargeTitles = false
            webView.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }

        return navController!
    }

    static func getAccountViewController(accountID: String) -> UIViewController {
        let storyBoard = UIStoryboard(name: "Account", bundle: nil)
        let navController = storyBoard.instantiateViewController(withIdentifier: "accountView") as? UINavigationController
        if let viewController = navController?.topViewController as? AccountViewController {
            viewController.accountID = accountID
        }
        return navController!
    }
}
