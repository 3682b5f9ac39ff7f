// Modelled on astralchen/QuickLayoutDemo, QuickLayoutDemo/ScrollViewController.swift (Sondra's
// ScrollContentView): shares a @QuickLayout content view for a UIScrollView whose views are made by
// immediately-called closures setting background colours and corner radii, stacked in a padded VStack
// with fixed heights; the tiles, colours and sizes here are our own.
// expect-min-frames: 4
import UIKit
import QuickLayout

@QuickLayout
final class ForecastTilesView: UIView {

    private let todayTile: UIView = {
        let tile = UIView()
        tile.layer.cornerRadius = 12
        tile.backgroundColor = .systemIndigo
        return tile
    }()

    private let hourlyStrip: UIView = {
        let strip = UIView()
        strip.layer.cornerRadius = 8
        strip.backgroundColor = .systemTeal
        return strip
    }()

    private let weekTile: UIView = {
        let tile = UIView()
        tile.layer.cornerRadius = 12
        tile.backgroundColor = .systemOrange
        return tile
    }()

    private let radarTile: UIView = {
        let tile = UIView()
        tile.layer.cornerRadius = 20
        tile.backgroundColor = .systemGreen
        return tile
    }()

    var body: Layout {
        VStack(spacing: 12) {
            todayTile
                .frame(height: 180)
            hourlyStrip
                .frame(height: 64)
            weekTile
                .frame(height: 200)
            radarTile
                .frame(height: 120)
        }
        .padding(.horizontal, 20)
        .padding(.top, 24)
        .padding(.bottom, 32)
    }
}
