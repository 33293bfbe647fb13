#include "ui/shell/appearancemenu.h"

#include "ui/framework/appearance.h"
#include "ui/framework/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include <array>

namespace pe::ui {

AppearanceMenu::AppearanceMenu(QObject* parent, Settings* settings)
    : QObject(parent)
    , m_settings(settings)
{
}

void AppearanceMenu::addTo(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("Colou&r map"));
    menu->setToolTipsVisible(true);
    // In the order of appearance::ColourMap.
    const std::array<QString, 4> titles{tr("&Automatic"), tr("&Viridis"), tr("&Cividis"), tr("&Diverging")};
    const std::array<QString, 4> tips{
        tr("Red-white-blue for values of both signs, viridis for the others"),
        tr("Perceptually uniform, dark blue to yellow"),
        tr("Perceptually uniform, dark blue to yellow, the same for the red-green colour-blind"),
        tr("Red-white-blue: negative red, zero white, positive blue"),
    };
    auto* group = new QActionGroup(menu);
    auto& maps = appearance::colourMapChoice();
    const QStringList names = maps.names();
    for (qsizetype i = 0; i < names.size(); ++i) {
        QAction* a = menu->addAction(titles[static_cast<size_t>(i)]);
        a->setToolTip(tips[static_cast<size_t>(i)]);
        a->setCheckable(true);
        a->setChecked(maps.name(maps.value()) == names[i]);
        group->addAction(a);
        m_maps << a;
        connect(a, &QAction::triggered, this, [this, name = names[i]] {
            auto& choice = appearance::colourMapChoice();
            m_settings->setValue(Settings::colourMap, name);
            if (name == choice.name(choice.value()))
                return;
            choice.set(*choice.fromName(name));
            emit changed();
        });
    }
    m_highContrast = parent->addAction(tr("&High contrast"));
    m_highContrast->setToolTip(tr("Thicker lines, bold black text and a darker grid, for projectors"));
    m_highContrast->setCheckable(true);
    m_highContrast->setChecked(appearance::themeChoice().value() == appearance::Theme::HighContrast);
    connect(m_highContrast, &QAction::toggled, this, [this](bool on) {
        auto& themes = appearance::themeChoice();
        const appearance::Theme theme = on ? appearance::Theme::HighContrast : appearance::Theme::Default;
        m_settings->setValue(Settings::theme, themes.name(theme));
        if (theme == themes.value())
            return;
        themes.set(theme);
        emit changed();
    });
}

} // namespace pe::ui
