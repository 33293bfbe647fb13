// The colour maps of the figures, following the choices of View > Colour map (--colormap) and
// View > High contrast (--theme) (ui/framework/appearance.h).
#include "ui/plotting/plotstyle.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <qcustomplot.h>

#include <vector>

namespace pe::ui::plotstyle {

using appearance::ColourMap;
using appearance::colourMapChoice;
using appearance::Theme;
using appearance::themeChoice;

namespace {
/// The 256 colours of matplotlib's map `name` (viridis, cividis), kept as data in
/// colourmaps.json beside this file and built into the resources.
std::vector<QRgb> matplotlibTable(const char* name)
{
    std::vector<QRgb> table;
    QFile file(QStringLiteral(":/plotting/colourmaps.json"));
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonObject maps = QJsonDocument::fromJson(file.readAll()).object();
        for (const QJsonValue& colour : maps.value(QLatin1String(name)).toArray())
            table.push_back(QColor(colour.toString()).rgb());
    }
    Q_ASSERT(table.size() == 256);
    return table;
}

/// An RGB gradient with one stop per entry of `table`, evenly spaced from 0 to 1.
QCPColorGradient fromTable(const std::vector<QRgb>& table)
{
    QCPColorGradient g;
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    QMap<double, QColor> stops;
    const std::size_t n = table.size();
    for (std::size_t i = 0; i < n; ++i)
        stops.insert(static_cast<double>(i) / static_cast<double>(n - 1), QColor(table[i]));
    g.setColorStops(stops);
    g.setLevelCount(512);
    return g;
}
} // namespace

QCPColorGradient viridis()
{
    static const std::vector<QRgb> table = matplotlibTable("viridis");
    return fromTable(table);
}

QCPColorGradient cividis()
{
    static const std::vector<QRgb> table = matplotlibTable("cividis");
    return fromTable(table);
}

QCPColorGradient redWhiteBlue()
{
    // matplotlib "RdBu" at its nine ColorBrewer stops.
    return fromTable({0x67001f, 0xb2182b, 0xd6604d, 0xf4a582, 0xf7f7f7, 0x92c5de, 0x4393c3, 0x2166ac, 0x053061});
}

double penScale()
{
    return themeChoice().value() == Theme::HighContrast ? 2.5 : 1.0;
}

namespace {
QCPColorGradient chosen(ColourMap automatic)
{
    const ColourMap picked = colourMapChoice().value();
    const ColourMap map = picked == ColourMap::Automatic ? automatic : picked;
    switch (map) {
    case ColourMap::Cividis:
        return cividis();
    case ColourMap::Diverging:
        return redWhiteBlue();
    case ColourMap::Viridis:
    case ColourMap::Automatic:
        break;
    }
    return viridis();
}
} // namespace

QCPColorGradient diverging()
{
    return chosen(ColourMap::Diverging);
}

QCPColorGradient sequential()
{
    return chosen(ColourMap::Viridis);
}

} // namespace pe::ui::plotstyle
