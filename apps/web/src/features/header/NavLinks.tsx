import { NavLink } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { navItems } from './navItems'

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const network = useNetwork()
  return (
    <ul className="nav-links">
      {navItems(network).map((item) => (
        <li key={item.label}>
          <NavLink to={item.path} end onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
